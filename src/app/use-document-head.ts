import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOf } from '@/i18n/locale';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { loadNepali } from '@/content/hooks/use-localized';
import { applyHead, documentHead, type NepaliHeads } from './document-head';

/** The Nepali titles, loaded with the first Nepali page. */
export async function loadNepaliHeads(): Promise<NepaliHeads> {
  const [heads, shell] = await Promise.all([loadNepali(nepaliModules.routeHeads), loadNepali(nepaliModules.shell)]);
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
