import { publicSupporter } from '../../../schemas/public-supporter';
import type { PageRenderer } from '../../static/page-renderer';
import type { LivePageRenderer } from '../../static/static-routes';
import type { SupporterStore } from './supporter-store';

/**
 * `/` and `/ne/` with the supporters staff set, rendered by the build's own server bundle and kept
 * while they stay the same; while they are the shipped ones the home pages are the build's own.
 */
export const homePages = (renderer: PageRenderer, store: SupporterStore): LivePageRenderer => ({
  async answer(path, _query, site) {
    if (path !== '/' && path !== '/ne') return undefined;
    const supporters = store.changed();
    if (!supporters) return undefined;
    const lang = path === '/' ? 'en' : 'ne';
    const shell = site.get(lang === 'en' ? '/index.html' : '/ne/index.html');
    return renderer.page(path, shell, { supporters: supporters.map((supporter) => publicSupporter(supporter, lang)) });
  },
});
