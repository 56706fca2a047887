import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';

export { routeTable } from './app/route-table';
export { documentHead, headHtml } from './app/document-head';
export { pageBoot } from './app/page-boot';
export { site } from './config/site';
export { loadNepaliHeads } from './app/use-document-head';
export { requestedNepaliContent } from './i18n/use-localized';

/**
 * Renders one path to complete HTML, waiting for its lazy page. React outlines large Suspense
 * boundaries behind an inline reveal script unless the chunk size is unbounded; a static page
 * wants them inline (and the CSP allows no inline script), so the prerenderer checks for it.
 */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced an inline script`);
  return html;
}
