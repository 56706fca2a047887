import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ListedTeamMember } from '../../schemas/team-member';
import { waitAtMost } from '../loop-timing';
import type { PageRenderer } from '../static/page-renderer';
import type { SiteFile } from '../static/site-files';
import type { LivePageRenderer } from '../static/static-routes';

/** The pages rendered here at request time with their data, rather than served as the build left them. */
const livePaths = new Set(['/team', '/ne/team']);
/** How long a failure serves the prerendered page before rendering is tried again: no retry per visitor. */
const RETRY_AFTER_MS = 30_000;
/**
 * How long a visitor waits for the members (with a mirror, a first read upstream) before the
 * prerendered page is served instead; the read goes on and serves the next visitor.
 */
const WAIT_FOR_MEMBERS_MS = 1000;

export interface LivePagesOptions {
  renderer: PageRenderer;
  /** The team page's members as public Team reads give them. */
  team: () => Promise<ListedTeamMember[]>;
  log: FastifyBaseLogger;
}

/**
 * The team page with the store's members in its HTML, so it paints them without waiting for a
 * request. The page is rendered by the build's own server bundle, the code that prerendered it,
 * into the prerendered document, and kept until the members, the build or the company facts change
 * (once staff changed the facts, every prerendered page is rendered here with them). If anything fails
 * the prerendered page is served (for half a minute, so a visitor never costs a retry), which loads
 * the members in the browser.
 */
export class LivePages implements LivePageRenderer {
  /** After a failure (the store unreadable, upstream down) the prerendered page is served for a while. */
  private failedAt = -Infinity;

  constructor(private readonly options: LivePagesOptions) {}

  /** `path` as a route path (`/team`, `/ne/404`; `''` and `/ne` for the home pages); `prerendered` the build's page for it. */
  async page(path: string, prerendered: SiteFile): Promise<SiteFile> {
    const { renderer } = this.options;
    const withTeam = livePaths.has(path);
    if (
      (!withTeam && !renderer.bundle.currentFacts().facts) ||
      !prerendered.body ||
      Date.now() - this.failedAt < RETRY_AFTER_MS
    )
      return prerendered;
    if (!renderer.ready()) return prerendered;
    let team: ListedTeamMember[] | undefined;
    if (withTeam) {
      const reading = this.options.team();
      reading.catch(() => {});
      try {
        team = await waitAtMost(reading, WAIT_FOR_MEMBERS_MS);
      } catch (error) {
        this.failedAt = Date.now();
        this.options.log.warn({ path, error: String(error) }, 'reading the team failed; serving the prerendered page');
        return prerendered;
      }
      if (!team) return prerendered;
    }
    const route = path === '' ? '/' : path === '/ne' ? '/ne/' : path;
    const version = createHash('sha1')
      .update(`${prerendered.etag}\n${renderer.version()}\n${JSON.stringify(team ?? null)}`)
      .digest('base64url');
    const data = team ? { team } : {};
    const file = await renderer
      .kept(path || '/', version, prerendered, () => renderer.document(route, prerendered, data))
      .file();
    if (file) return file;
    this.failedAt = Date.now();
    return prerendered;
  }
}
