import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, documentHead } from './document-head';

/** After client-side navigation, keeps the whole head (title, description, canonical, Open Graph) in step with the route. */
export function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => applyHead(documentHead(pathname)), [pathname]);
}
