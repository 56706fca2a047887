import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ListedTeamMember } from '../../schemas/team-member';
import { waitAtMost } from '../loop-timing';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../static/server-bundle';
import { compressedForms, etagOf, type SiteFile } from '../static/site-files';
import type { LivePageRenderer } from '../static/static-routes';

/** The part of the build's server bundle (src/entry-server.tsx) this uses. */
interface TeamBundle {
  render(path: string, data: { team?: ListedTeamMember[] }): Promise<string>;
}

/** The pages rendered here at request time with their data, rather than served as the build left them. */
const livePaths = new Set(['/team', '/ne/team']);
/** How long a failure serves the prerendered page before rendering is tried again: no retry per visitor. */
const RETRY_AFTER_MS = 30_000;
/**
 * How long a visitor waits for the members (in relay mode, a first read upstream) before the
 * prerendered page is served instead; the read goes on and serves the next visitor.
 */
const WAIT_FOR_MEMBERS_MS = 1000;

export interface LivePagesOptions {
  /** The build's server bundle, dist-ssr/entry-server.js. */
  serverBundle: string;
  /** The team page's members as public Team reads give them. */
  team: () => Promise<ListedTeamMember[]>;
  /** The company facts: once staff changed them, every page is rendered here with them and kept until they change. */
  facts?: () => LiveFacts;
  log: FastifyBaseLogger;
}

/**
 * The team page with the store's members in its HTML, so it paints them without waiting for a
 * request. The page is rendered by the build's own server bundle, the code that prerendered it,
 * into the prerendered document, and kept until the members or the build change. If anything fails
 * the prerendered page is served (for half a minute, so a visitor never costs a retry), which loads
 * the members in the browser.
 */
export class LivePages implements LivePageRenderer {
  private readonly bundle: ServerBundle<TeamBundle>;
  /** After a failure (the store unreadable, upstream down) the prerendered page is served for a while. */
  private failedAt = -Infinity;
  private readonly rendered = new Map<string, { key: string; file: Promise<SiteFile> }>();

  constructor(private readonly options: LivePagesOptions) {
    this.bundle = new ServerBundle(options.serverBundle, options.facts);
  }

  /** `path` as a route path (`/team`, `/ne/404`; `''` and `/ne` for the home pages); `prerendered` the build's page for it. */
  async page(path: string, prerendered: SiteFile): Promise<SiteFile> {
    const facts = this.bundle.currentFacts();
    const withTeam = livePaths.has(path);
    if ((!withTeam && !facts.facts) || !prerendered.body || Date.now() - this.failedAt < RETRY_AFTER_MS)
      return prerendered;
    try {
      if (!this.bundle.module()) return prerendered;
      let team: ListedTeamMember[] | undefined;
      if (withTeam) {
        const reading = this.options.team();
        reading.catch(() => {});
        team = await waitAtMost(reading, WAIT_FOR_MEMBERS_MS);
        if (!team) return prerendered;
      }
      const key = `${prerendered.etag}:${facts.version}:${team ? createHash('sha1').update(JSON.stringify(team)).digest('base64url') : ''}`;
      let entry = this.rendered.get(path);
      if (entry?.key !== key) {
        entry = { key, file: this.render(path, prerendered, team) };
        this.rendered.set(path, entry);
      }
      return await entry.file;
    } catch (error) {
      this.rendered.delete(path);
      this.failedAt = Date.now();
      this.options.log.warn(
        { path, error: String(error) },
        'rendering a live page failed; serving the prerendered page',
      );
      return prerendered;
    }
  }

  private async render(path: string, prerendered: SiteFile, team: ListedTeamMember[] | undefined): Promise<SiteFile> {
    const route = path === '' ? '/' : path === '/ne' ? '/ne/' : path;
    const html = await this.bundle.rendering((bundle) => bundle.render(route, team ? { team } : {}));
    const document = renderIntoDocument(prerendered.body!.toString('utf8'), html, path);
    const body = Buffer.from(await this.bundle.withFacts(document, route));
    return { ...prerendered, size: body.length, body, etag: etagOf(body), ...(await compressedForms(body)) };
  }
}
