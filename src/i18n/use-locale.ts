import { useInRouterContext, useLocation } from 'react-router-dom';
import { localeOf, type Locale } from './locale';

/** The language of the page being shown, from its path; English for a widget shown outside the router. */
export function useLocale(): Locale {
  const inRouter = useInRouterContext();
  // Whether a component sits inside the router never changes while it is mounted.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? localeOf(useLocation().pathname) : 'en';
}
