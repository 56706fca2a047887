import { Link, NavLink } from '@/i18n/localized-link';
import { ButtonLink } from '@/components/ui/button';
import { bookLink, mainNav } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { CloseIcon, MenuIcon } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';
import { LanguageSwitch } from './language-switch';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Compact below 1280 px: seven links, the language switch and the button share a 769 px bar.
    'whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium transition-colors xl:px-3 xl:text-[0.95rem]',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:text-brand-700',
  );

/**
 * Sticky top navigation; at 768px or less the links fold behind a menu toggle. The menu is a popover,
 * which the browser opens and closes on its own, before any code arrives (or with none): Escape and a
 * tap outside close it and give the focus back. Its few lines of script (./menu-boot.ts, inline in
 * every page) mark the toggle open (`data-open`), which its icon and name follow in CSS, and close it
 * when a link in it is chosen. The browser tells assistive technology whether a popover's toggle is
 * expanded, so the toggle has no aria-expanded of its own (the HTML standard forbids it beside
 * popovertarget). Plain HTML: no island.
 */
export function Navbar() {
  const shell = useShell();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label={shell.mainNavLabel}
        className="container-page flex h-16 items-center justify-between gap-2 xl:gap-4"
      >
        <Link to="/" className="shrink-0 rounded-lg">
          {/* Beside the links on a narrow desktop the mark alone shows; the name is still read. */}
          <Logo nameClassName="nav:max-lg:sr-only" />
          <span className="sr-only">{shell.home}</span>
        </Link>

        <ul className="hidden items-center nav:flex xl:gap-1">
          {mainNav.map((to) => (
            <li key={to}>
              <NavLink to={to} className={linkClass}>
                {shell.nav[to]}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch className="hidden nav:inline-flex" />
          <ButtonLink to={bookLink} variant="accent" size="sm" className="hidden whitespace-nowrap sm:inline-flex">
            {shell.nav[bookLink]}
          </ButtonLink>
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            className="group rounded-lg p-2 text-ink hover:bg-slate-100 nav:hidden"
          >
            <MenuIcon aria-hidden="true" className="h-6 w-6 group-data-[open]:hidden" />
            <CloseIcon aria-hidden="true" className="hidden h-6 w-6 group-data-[open]:block" />
            <span className="sr-only group-data-[open]:hidden">{shell.openMenu}</span>
            <span className="sr-only hidden group-data-[open]:inline">{shell.closeMenu}</span>
          </button>
        </div>
      </nav>

      {/* Placed under the header (index.css: #mobile-menu) in the top layer, over the page: nothing moves. */}
      <div
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-ink shadow-lg nav:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {mainNav.map((to) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => cn(linkClass({ isActive }), 'block')}>
                {shell.nav[to]}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <LanguageSwitch className="block text-center" />
          </li>
          <li className="pt-2">
            <ButtonLink to={bookLink} variant="accent" className="w-full">
              {shell.nav[bookLink]}
            </ButtonLink>
          </li>
        </ul>
      </div>
    </header>
  );
}
