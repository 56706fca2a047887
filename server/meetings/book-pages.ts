import type { PageRenderer } from '../static/page-renderer';
import type { LivePageRenderer } from '../static/static-routes';
import type { BookingOptionsStore } from './booking-options-store';

/**
 * /book and /ne/book rendered with the purposes and gateways staff offer, once they differ from the
 * spec's lists the build prerendered, each kept while they stay the same: no rebuild after a change.
 */
export const bookPages = (renderer: PageRenderer, options: BookingOptionsStore): LivePageRenderer => ({
  async answer(path, _query, site) {
    if (path !== '/book' && path !== '/ne/book') return undefined;
    const bookingOptions = options.changed();
    if (!bookingOptions) return undefined;
    return renderer.page(path, site.get(`${path}/index.html`), { bookingOptions });
  },
});
