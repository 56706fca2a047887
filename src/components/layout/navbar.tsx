import { useEffect, useRef, useState } from 'react';
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
    'rounded-full px-3 py-2 text-[0.95rem] font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:text-brand-700',
  );

/** Sticky top navigation; at 768px or less the links fold behind a menu toggle. */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const shell = useShell();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav aria-label={shell.mainNavLabel} className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg">
          <Logo />
          <span className="sr-only">{shell.home}</span>
        </Link>

        <ul className="hidden items-center gap-1 nav:flex">
          {mainNav.map((to) => (
            <li key={to}>
              <NavLink to={to} className={linkClass}>
                {shell.nav[to]}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden nav:inline-flex" />
          <ButtonLink to={bookLink} variant="accent" size="sm" className="hidden sm:inline-flex">
            {shell.nav[bookLink]}
          </ButtonLink>
          <button
            ref={toggle}
            type="button"
            className="rounded-lg p-2 text-ink hover:bg-slate-100 nav:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? shell.closeMenu : shell.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <CloseIcon aria-hidden="true" className="h-6 w-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 bg-white nav:hidden">
        <ul className="container-page flex flex-col gap-1 py-3">
          {mainNav.map((to) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) => cn(linkClass({ isActive }), 'block')}
                onClick={() => setOpen(false)}
              >
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
