import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyFacts } from '../../schemas/company';
import type { ListedTeamMember } from '../../schemas/team-member';
import { waitAtMost } from '../loop-timing';
import { compressedForms, etagOf, type SiteFile } from '../static/site-files';
import type { LivePageRenderer } from '../static/static-routes';

/** The part of the build's server bundle (src/entry-server.tsx) this uses. */
interface ServerBundle {
  render(path: string, data: { team?: ListedTeamMember[] }): Promise<string>;
  documentHead(path: string, nepali: unknown): unknown;
  headHtml(head: unknown): string[];
  loadNepaliHeads(): Promise<unknown>;
}

/** The company facts pages show: `facts` undefined while they are the build's own (server/settings/). */
export interface LiveFacts {
  version: number;
  facts: CompanyFacts | undefined;
}
const buildFacts: LiveFacts = { version: 0, facts: undefined };

/** The pages rendered here at request time with their data, rather than served as the build left them. */
const livePaths = new Set(['/team', '/ne/team']);
/** How long a failure serves the prerendered page before rendering is tried again: no retry per visitor. */
const RETRY_AFTER_MS = 30_000;
/**
 * How long a visitor waits for the members (in relay mode, a first read upstream) before the
 * prerendered page is served instead; the read goes on and serves the next visitor.
 */
const WAIT_FOR_MEMBERS_MS = 1000;

/** The prerendered page's root (index.html) closes right before the boot script's data (scripts/prerender.mjs). */
const rootStart = '<div id="root">';
const pageScripts = '<script type="application/json" id="page-scripts">';

export interface LivePagesOptions {
  /** The build's server bundle, dist-ssr/entry-server.js. */
  serverBundle: string;
  /** The team page's members as public Team reads give them. */
  team: () => Promise<ListedTeamMember[]>;
  /**
   * The company facts. Once staff changed them, every page is rendered here with them (by the
   * server bundle imported with the facts in its URL, src/config/site.ts) and kept until they change.
   */
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
  /** The build's bundle as it is, and the one evaluated with the current facts. */
  private bundles = new Map<'build' | 'facts', { key: string; module: Promise<ServerBundle> }>();
  /** After a failure (the store unreadable, upstream down) the prerendered page is served for a while. */
  private failedAt = -Infinity;
  private readonly rendered = new Map<string, { key: string; file: Promise<SiteFile> }>();

  constructor(private readonly options: LivePagesOptions) {}

  /** `path` as a route path (`/team`, `/ne/404`; `''` and `/ne` for the home pages); `prerendered` the build's page for it. */
  async page(path: string, prerendered: SiteFile): Promise<SiteFile> {
    const facts = this.options.facts?.() ?? buildFacts;
    const withTeam = livePaths.has(path);
    if ((!withTeam && !facts.facts) || !prerendered.body || Date.now() - this.failedAt < RETRY_AFTER_MS)
      return prerendered;
    try {
      const bundle = this.serverBundle(facts);
      if (!bundle) return prerendered;
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
        entry = { key, file: this.render(bundle, path, prerendered, team, facts.facts) };
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

  /**
   * The server bundle, imported again after a rebuild, and with changed facts once more with them
   * in its URL (a module instance of its own: every content module computed from the facts is
   * evaluated with them; Node keeps an imported module for the life of the process, so each save of
   * the facts that a page is then rendered with costs one bundle's memory until the next start).
   * Undefined if there is none.
   */
  private serverBundle(facts: LiveFacts): { build: Promise<ServerBundle>; current: Promise<ServerBundle> } | undefined {
    const stamp = statSync(this.options.serverBundle, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return undefined;
    const load = (which: 'build' | 'facts', query: string) => {
      const key = `${stamp}:${query}`;
      let entry = this.bundles.get(which);
      if (entry?.key !== key) {
        entry = { key, module: import(`${pathToFileURL(this.options.serverBundle).href}?v=${stamp}${query}`) };
        this.bundles.set(which, entry);
      }
      return entry.module;
    };
    const build = load('build', '');
    if (!facts.facts) return { build, current: build };
    return { build, current: load('facts', `&facts=${encodeURIComponent(JSON.stringify(facts.facts))}`) };
  }

  private async render(
    bundles: { build: Promise<ServerBundle>; current: Promise<ServerBundle> },
    path: string,
    prerendered: SiteFile,
    team: ListedTeamMember[] | undefined,
    facts: CompanyFacts | undefined,
  ): Promise<SiteFile> {
    const bundle = await bundles.current;
    const route = path === '' ? '/' : path === '/ne' ? '/ne/' : path;
    const html = await bundle.render(route, team ? { team } : {});
    let document = prerendered.body!.toString('utf8');
    const start = document.indexOf(rootStart);
    const end = document.lastIndexOf('</div>', document.indexOf(pageScripts));
    if (start < 0 || end < start + rootStart.length || !document.includes(pageScripts))
      throw new Error(`No page root to render into in the prerendered ${path}`);
    document = document.slice(0, start + rootStart.length) + html + document.slice(end);
    if (facts) {
      // The head's facts (title, site name, structured data): the build's head tags, as the
      // prerenderer joined them, give way to the same tags with the facts.
      const headOf = async (of: ServerBundle) =>
        of.headHtml(of.documentHead(route, await of.loadNepaliHeads())).join('\n    ');
      const [built, current] = await Promise.all([headOf(await bundles.build), headOf(bundle)]);
      const at = document.indexOf(built);
      if (at < 0) throw new Error(`No head to render the facts into in the prerendered ${path}`);
      document = document.slice(0, at) + current + document.slice(at + built.length);
      const script = `<script type="application/json" id="company-facts">${JSON.stringify(facts).replace(/</g, '\\u003c')}</script>\n    `;
      const scripts = document.indexOf(pageScripts);
      document = document.slice(0, scripts) + script + document.slice(scripts);
    }
    const body = Buffer.from(document);
    return { ...prerendered, size: body.length, body, etag: etagOf(body), ...compressedForms(body) };
  }
}
