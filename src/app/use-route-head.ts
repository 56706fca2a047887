import { use } from 'react';
import type * as NepaliHeads from '@/content/ne/route-heads';
import { loadNepaliContent } from '@/i18n/use-localized';
import { useLocale } from '@/i18n/use-locale';
import { routeFor } from './route-table';

/** A route's title and description in the page's language (pages whose header repeats them). */
export function useRouteHead(path: string): { title: string; description: string } {
  const english = routeFor(path)!;
  if (useLocale() === 'en') return english;
  const { routeHeads } = use(loadNepaliContent('route-heads')) as typeof NepaliHeads;
  return routeHeads[path];
}
