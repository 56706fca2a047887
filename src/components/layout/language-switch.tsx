import { Link, useLocation } from 'react-router-dom';
import { localeOf, localizedPath } from '@/i18n/locale';
import { rememberLocale } from '@/i18n/preferred-locale';
import { useShell } from '@/i18n/use-shell';
import { cn } from '@/lib/cn';

/** The same page in the other language; the choice is remembered for the next visit. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const { languageSwitch } = useShell();
  const target = localeOf(pathname) === 'en' ? 'ne' : 'en';
  return (
    <Link
      to={`${localizedPath(pathname, target)}${search}${hash}`}
      lang={languageSwitch.lang}
      hrefLang={languageSwitch.lang}
      title={languageSwitch.title}
      onClick={() => rememberLocale(target)}
      className={cn(
        'rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700',
        className,
      )}
    >
      {languageSwitch.label}
    </Link>
  );
}
