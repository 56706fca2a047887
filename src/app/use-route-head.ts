import { use } from 'react';
import { loadNepali } from '@/content/hooks/use-localized';
import { useLocale } from '@/i18n/use-locale';
import { routeFor, routeTable } from './route-table';

/** The Nepali twin of the route table's titles and descriptions. */
export const loadNepaliRouteHeads = () => loadNepali(routeTable, () => import('@/content/ne/route-heads'));

/** A route's title and description in the page's language (pages whose header repeats them). */
export function useRouteHead(path: string): { title: string; description: string } {
  const english = routeFor(path)!;
  if (useLocale() === 'en') return english;
  const { routeHeads } = use(loadNepaliRouteHeads());
  return routeHeads[path];
}
