import { Img, type Picture } from '@/components/ui/img';

interface Person {
  name: string;
  title: string;
  bio?: string;
  image: Picture;
}

interface PeopleGridProps {
  people: readonly Person[];
}

/** Profile cards with portrait, name and title (advisors). */
export function PeopleGrid({ people }: PeopleGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-100">
          <Img {...person.image} className="mx-auto h-32 w-32 rounded-full object-cover ring-4 ring-brand-50" />
          <h3 className="mt-4 text-xl">{person.name}</h3>
          <p className="font-semibold text-accent-600">{person.title}</p>
          {person.bio && <p className="mt-2 text-ink-muted">{person.bio}</p>}
        </li>
      ))}
    </ul>
  );
}
