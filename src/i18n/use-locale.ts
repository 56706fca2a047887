import { useLocation } from 'react-router-dom';
import { localeOf, type Locale } from './locale';

/** The language of the page being shown, from its path. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
