import { HiCheckCircle } from 'react-icons/hi2';

interface CheckListProps {
  items: readonly string[];
}

/** A short list of points, each with a tick. */
export function CheckList({ items }: CheckListProps) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 font-medium text-ink">
          <HiCheckCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
