import { Link } from '@/i18n/localized-link';
import { HiArrowRight } from 'react-icons/hi2';
import { Img } from '@/components/ui/img';
import { cn } from '@/lib/cn';

export interface ImageCard {
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  href: string;
}

interface ImageCardGridProps {
  items: readonly ImageCard[];
  imageSize: { width: number; height: number };
  linkLabel: string;
  columns?: 3 | 4;
}

/** Picture cards with a title, a description and a link (industries, sectors). */
export function ImageCardGrid({ items, imageSize, linkLabel, columns = 3 }: ImageCardGridProps) {
  return (
    <ul className={cn('grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}>
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-100"
        >
          <Img
            src={item.imageUrl}
            alt={item.imageAlt}
            {...imageSize}
            className="aspect-[4/3] h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl">{item.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{item.description}</p>
            <Link
              to={item.href}
              className="mt-4 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900"
            >
              {linkLabel}
              <span className="sr-only">: {item.title}</span>
              <HiArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
