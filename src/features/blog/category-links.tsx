export interface CategoryLink {
  href: string;
  text: string;
  /** The category the list shows now. */
  current: boolean;
}

const chipClass =
  'inline-block whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-200 hover:bg-brand-50';
const currentChipClass =
  'inline-block whitespace-nowrap rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white';

/** The blog's categories as chips, each a link to the list of its posts. */
export function CategoryLinks({ links, className }: { links: CategoryLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={link.current ? currentChipClass : chipClass}
            aria-current={link.current ? 'page' : undefined}
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
