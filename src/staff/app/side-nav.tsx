import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CountBadge } from './count-badge';
import type { NavSection } from './nav-sections';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex items-center justify-between gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
  );

/** The navigation at a desk: every group's pages under its name, in the side column. */
export function SideNav({ sections }: { sections: NavSection[] }) {
  return (
    <nav aria-label="Back office" className="hidden px-3 pb-2 lg:block">
      {sections.map((section) => (
        <div key={section.group} className="mb-3">
          <h2 className="px-3 pb-1 text-xs font-bold uppercase tracking-widest text-ink-muted">{section.group}</h2>
          <ul className="flex flex-col gap-0.5">
            {section.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end} className={navLinkClass}>
                  {entry.label} <CountBadge count={entry.count} label={entry.countLabel} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
