import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';
import { routeTable } from './route-table';

/** After client-side navigation, keeps the title and description in step with the route. */
export function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const entry = routeTable.find((route) => route.path === pathname);
    document.title = pageTitle(entry);
    if (entry) document.querySelector('meta[name="description"]')?.setAttribute('content', entry.description);
  }, [pathname]);
}
