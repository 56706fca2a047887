import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change starts at the top of the page, unless it targets an anchor. */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
