import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOf } from '@/i18n/locale';
import { loadNepali } from '@/content/hooks/use-localized';
import * as shellContent from '@/content/shell';
import { applyHead, documentHead, type NepaliHeads } from './document-head';
import { loadNepaliRouteHeads } from './use-route-head';

/** The Nepali titles, loaded with the first Nepali page. */
export async function loadNepaliHeads(): Promise<NepaliHeads> {
  const [heads, shell] = await Promise.all([
    loadNepaliRouteHeads(),
    loadNepali(shellContent, () => import('@/content/ne/shell')),
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
