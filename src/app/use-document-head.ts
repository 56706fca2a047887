import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOf } from '@/i18n/locale';
import { loadNepaliContent } from '@/i18n/use-localized';
import type * as NepaliRouteHeads from '@/content/ne/route-heads';
import type * as NepaliShell from '@/content/ne/shell';
import { applyHead, documentHead, type NepaliHeads } from './document-head';

/** The Nepali titles, loaded with the first Nepali page. */
export async function loadNepaliHeads(): Promise<NepaliHeads> {
  const [heads, shell] = await Promise.all([
    loadNepaliContent('route-heads') as Promise<typeof NepaliRouteHeads>,
    loadNepaliContent('shell') as Promise<typeof NepaliShell>,
  ]);
  return { ...heads, fallbackTitle: shell.shell.errorScreen.title };
}

/**
 * In the dev app (one index.html for every page, no prerendered head), keeps the whole head
 * (language, title, description, canonical, Open Graph, alternates) in step with the route.
 */
export function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (localeOf(pathname) === 'en') return applyHead(documentHead(pathname));
    let current = true;
    void loadNepaliHeads().then((nepali) => current && applyHead(documentHead(pathname, nepali)));
    return () => {
      current = false;
    };
  }, [pathname]);
}
