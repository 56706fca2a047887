import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { englishPath, htmlLang, localeOf } from '@/i18n/locale';
import { loadNepaliContent } from '@/i18n/use-localized';
import type * as NepaliHeads from '@/content/ne/route-heads';
import { pageTitle } from './page-title';
import { routeTable, type RouteEntry } from './route-table';

/** The title and description of a page in its language; the Nepali ones load with the first Nepali page. */
async function headOf(pathname: string): Promise<Pick<RouteEntry, 'title' | 'description'> | undefined> {
  const entry = routeTable.find((route) => route.path === englishPath(pathname));
  if (!entry || localeOf(pathname) === 'en') return entry;
  const { routeHeads } = (await loadNepaliContent('route-heads')) as typeof NepaliHeads;
  return routeHeads[entry.path];
}

/** After client-side navigation, keeps the language, title and description in step with the route. */
export function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    document.documentElement.lang = htmlLang[localeOf(pathname)];
    void headOf(pathname).then((head) => {
      if (!current) return;
      document.title = pageTitle(head);
      if (head) document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
