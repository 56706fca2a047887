import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CountBadge } from './count-badge';
import { groupOf, type NavSection } from './nav-sections';
import type { NavGroup } from './route-table';
import { navLinkClass } from './side-nav';

const barItemClass = (current: boolean) =>
  cn(
    'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 text-[0.8rem] font-semibold leading-tight',
    current ? 'bg-brand-50 text-brand-800' : 'text-brand-900',
  );

/** Moves the focus among `items` with the arrow keys, Home and End; true when it did. */
function moveFocus(event: KeyboardEvent, items: HTMLElement[], next: string, previous: string) {
  const at = items.indexOf(document.activeElement as HTMLElement);
  const target =
    event.key === next
      ? items[(at + 1) % items.length]
      : event.key === previous
        ? items[(at - 1 + items.length) % items.length]
        : event.key === 'Home'
          ? items[0]
          : event.key === 'End'
            ? items.at(-1)
            : undefined;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/**
 * The navigation on a phone: a bar of its groups along the bottom, in reach of a thumb. A group of
 * one page opens it; the others open their pages in a list above the bar (arrow keys move through
 * it, Escape closes it and gives the focus back to its group). The page keeps room below for the bar,
 * so the bar never covers a control.
 */
export function BottomNav({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState<NavGroup | null>(null);
  const { pathname } = useLocation();
  const bar = useRef<HTMLUListElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const current = groupOf(sections, pathname);
  const shown = sections.find((section) => section.group === open);

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('a')?.focus();
    const close = (event: PointerEvent) => {
      if (!(event.target as Element).closest('[data-bottom-nav]')) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const buttonOf = (group: NavGroup) => bar.current?.querySelector<HTMLElement>(`[data-group="${group}"]`);
  function closeToButton() {
    const group = open;
    setOpen(null);
    if (group) buttonOf(group)?.focus();
  }

  return (
    <nav
      aria-label="Back office"
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      {shown && (
        <div className="absolute inset-x-0 bottom-full max-h-[70vh] overflow-y-auto border-t border-slate-200 bg-white px-2 py-2 shadow-[0_-8px_24px_rgb(0_0_0/0.12)]">
          <h2 className="px-3 pb-1 text-xs font-bold uppercase tracking-widest text-ink-muted">{shown.group}</h2>
          <ul
            id="bottom-nav-pages"
            ref={panel}
            className="flex flex-col gap-0.5"
            onKeyDown={(event) => {
              if (event.key === 'Escape') return closeToButton();
              moveFocus(event, [...panel.current!.querySelectorAll<HTMLElement>('a')], 'ArrowDown', 'ArrowUp');
            }}
          >
            {shown.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end} className={(state) => cn(navLinkClass(state), 'py-3 text-base')}>
                  {entry.label} <CountBadge count={entry.count} label={entry.countLabel} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul
        ref={bar}
        className="grid"
        style={{ gridTemplateColumns: `repeat(${sections.length}, minmax(0, 1fr))` }}
        onKeyDown={(event) =>
          moveFocus(event, [...bar.current!.querySelectorAll<HTMLElement>('[data-group]')], 'ArrowRight', 'ArrowLeft')
        }
      >
        {sections.map(({ group, entries }) => {
          const total = entries.reduce((sum, entry) => sum + (entry.end && entry.count ? entry.count : 0), 0);
          return (
            <li key={group}>
              {entries.length === 1 ? (
                <NavLink
                  to={entries[0].to}
                  end={entries[0].end}
                  data-group={group}
                  className={barItemClass(current === group)}
                >
                  {group}
                </NavLink>
              ) : (
                <button
                  type="button"
                  data-group={group}
                  aria-expanded={open === group}
                  aria-controls={open === group ? 'bottom-nav-pages' : undefined}
                  className={barItemClass(current === group || open === group)}
                  onClick={() => setOpen(open === group ? null : group)}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') closeToButton();
                  }}
                >
                  {group}
                  <CountBadge count={total} label="in all tables" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
