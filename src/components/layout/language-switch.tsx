import { localeOf, localizedPath } from '@/i18n/locale';
import { useContext } from 'react';
import { SwitchPath, usePagePath } from '@/i18n/page-path';
import { useShell } from '@/content/hooks/use-shell';
import { cn } from '@/lib/cn';

/**
 * The same page in the other language (or, where it has none, the nearest: see `SwitchPath`). A plain link: src/i18n/language-choice.ts remembers the
 * choice for the next visit and carries the query and anchor over.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const pathname = usePagePath();
  const { languageSwitch } = useShell();
  const target = localeOf(pathname) === 'en' ? 'ne' : 'en';
  const href = useContext(SwitchPath) ?? localizedPath(pathname, target);
  return (
    <a
      href={href}
      data-language-switch=""
      lang={languageSwitch.lang}
      hrefLang={target}
      title={languageSwitch.title}
      className={cn(
        'rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700',
        className,
      )}
    >
      {languageSwitch.label}
    </a>
  );
}
