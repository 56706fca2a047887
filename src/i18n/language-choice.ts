import { localeOf, localizedPath, type Locale } from './locale';
import { preferredLocale, rememberLocale } from './preferred-locale';

const VISIT_KEY = 'visit-started';

/**
 * On the first page of a visit (a tab's session), takes a visitor who chose a language with the
 * switch before to the same page in that language. Only that explicit choice counts: a first
 * visit, a search engine or a browser's Accept-Language never cause a redirect, and later pages
 * of the visit stay in the language of their links.
 */
export function followPreferredLocale() {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    return;
  }
  const preferred = preferredLocale();
  const { pathname, search, hash } = location;
  if (preferred && preferred !== localeOf(pathname))
    location.replace(`${localizedPath(pathname, preferred)}${search}${hash}`);
}

/**
 * A press on the language switch (a plain link, `data-language-switch`) remembers the language
 * for the next visit and keeps the query and anchor; it works whether or not its island has hydrated.
 */
export function rememberSwitchChoices() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a[data-language-switch]');
    if (!(link instanceof HTMLAnchorElement)) return;
    rememberLocale(link.hreflang as Locale);
    link.href = `${link.pathname}${location.search}${location.hash}`;
  });
}
