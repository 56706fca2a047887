import type { PageRenderer } from './page-renderer';
import type { LivePageRenderer } from './static-routes';

/**
 * `/<name>` and `/ne/<name>` rendered by the build's own server bundle with what `data` gives for
 * the page's language at each request, each kept (with its ETag and compressed forms) while that
 * stays the same: a change from the editor or from an import by another process shows on the next load.
 */
export function bilingualPage(
  renderer: PageRenderer,
  name: string,
  data: (lang: 'en' | 'ne') => object,
): LivePageRenderer {
  return {
    async answer(path, _query, site) {
      if (path !== `/${name}` && path !== `/ne/${name}`) return undefined;
      return renderer.page(path, site.get(`${path}/index.html`), data(path === `/${name}` ? 'en' : 'ne'));
    },
  };
}
