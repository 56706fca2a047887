import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localeOf, localizedPath } from './locale';
import { preferredLocale } from './preferred-locale';

/**
 * On the first page of a visit, takes a visitor who chose a language with the switch before to the
 * same page in that language. Only that explicit choice counts: a first visit, a search engine or
 * a browser's Accept-Language never cause a redirect.
 */
export function usePreferredLocale() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const preferred = preferredLocale();
    if (preferred && preferred !== localeOf(pathname)) {
      void navigate(`${localizedPath(pathname, preferred)}${search}${hash}`, { replace: true });
    }
    // Only the page the visit starts on; later navigation stays in the language of its links.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
