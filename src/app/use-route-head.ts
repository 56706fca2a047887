import { use } from 'react';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { loadNepali } from '@/content/hooks/use-localized';
import { useLocale } from '@/i18n/use-locale';
import { routeFor } from './route-table';

/** A route's title and description in the page's language (pages whose header repeats them). */
export function useRouteHead(path: string): { title: string; description: string } {
  const english = routeFor(path)!;
  if (useLocale() === 'en') return english;
  const { routeHeads } = use(loadNepali(nepaliModules.routeHeads));
  return routeHeads[path];
}
