import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { IslandRoot, islandIdPrefix } from './islands/island-root';
import { islandLoaders } from './app/island-loaders';
import { PageDataContext, type PageData } from './app/page-data';
import { IslandCollector, type CollectedIsland } from './islands/island';

export { routeTable } from './app/route-table';
export { documentHead, headHtml } from './app/document-head';
export { pageBoot } from './islands/page-boot';
export { menuBoot } from './components/layout/menu-boot';
export { dialogBoot } from './components/layout/dialog-boot';
export { chatBoot } from './components/layout/chat-boot';
export { listboxBoot } from './components/ui/listbox/listbox-boot';
export { carouselBoot } from './components/blocks/carousel-boot';
export { mapBoot } from './components/pages/contact/map-boot';
export { videoBoot } from './components/pages/video/video-boot';
export { lightboxBoot } from './components/pages/gallery/lightbox-boot';
export { site, setFactsSource } from './config/site';
export { loadNepaliHeads } from './app/use-document-head';
export { withFirstImagePreload } from '@schemas/first-image-preload';

/**
 * Renders a tree to complete HTML, waiting for everything lazy in it. React outlines large
 * Suspense boundaries behind an inline reveal script unless the chunk size is unbounded; a static
 * page wants them inline (and the CSP allows no inline script), so it is checked for.
 */
async function renderToHtml(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    identifierPrefix,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error('Prerendering produced an inline script');
  return html;
}

/**
 * Renders one path: the page with an empty box for each island, then each island as a root of its
 * own (the same tree and id prefix the browser hydrates, src/islands/hydrate-islands.ts) put
 * into its box. `data` is what the gateway renders in at request time (src/app/page-data.ts).
 */
export async function render(path: string, data: PageData = {}): Promise<string> {
  const islands = new Map<string, CollectedIsland>();
  let html = await renderToHtml(
    <IslandCollector value={islands}>
      <PageDataContext value={data}>
        <StrictMode>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </StrictMode>
      </PageDataContext>
    </IslandCollector>,
  );
  for (const [key, { name, props, Component }] of islands) {
    if (!(name in islandLoaders)) throw new Error(`No island named "${name}" in src/app/island-loaders.ts`);
    const box = `data-island-key="${key}"></div>`;
    const at = html.indexOf(box);
    if (at < 0 || html.indexOf(box, at + 1) >= 0) throw new Error(`Expected one box for island ${name} on ${path}`);
    const inner = await renderToHtml(
      <IslandRoot pagePath={path}>
        <Component {...props} />
      </IslandRoot>,
      islandIdPrefix(key),
    );
    html = html.slice(0, at) + box.replace('</div>', `${inner}</div>`) + html.slice(at + box.length);
  }
  return html;
}
