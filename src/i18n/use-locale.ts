import { localeOf, type Locale } from './locale';
import { usePagePath } from './page-path';

/** The language of the page being shown, from its path; English for a widget shown outside a page. */
export function useLocale(): Locale {
  return localeOf(usePagePath());
}
