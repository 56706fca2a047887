/** The site's languages: English at the root, Nepali under /ne/. */
export type Locale = 'en' | 'ne';

export const locales: readonly Locale[] = ['en', 'ne'];

/** The `lang` and hreflang value of each locale. */
export const htmlLang: Record<Locale, string> = { en: 'en', ne: 'ne' };

const nePrefix = /^\/ne(?=\/|$)/;

export function localeOf(pathname: string): Locale {
  return nePrefix.test(pathname) ? 'ne' : 'en';
}

/** The English path of any page ('/ne/about' → '/about', '/ne' → '/'). */
export function englishPath(pathname: string): string {
  return pathname.replace(nePrefix, '') || '/';
}

/**
 * An internal path in the given language ('/about' → '/ne/about', '/' → '/ne/'); a path with a
 * hash keeps it. Anything that is not a site path (mailto:, https:, #x) is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const english = englishPath(path);
  return locale === 'en' ? english : `/ne${english}`;
}
