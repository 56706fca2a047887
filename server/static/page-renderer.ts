import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentHead } from '../../schemas/document-head';
import type { PreloadPlace } from '../../schemas/first-image-preload';
import { KeptPages, type PageKind, type VersionedPage } from './kept-pages';
import { ServerBundle, renderIntoDocument, type LiveFacts } from './server-bundle';
import type { SiteFile } from './site-files';

/** The parts of the build's server bundle (src/entry-server.tsx) the pages rendered here use. */
export interface SiteBundle {
  /** `path`'s root rendered with its page data (src/app/page-data.ts). */
  render(path: string, data: object): Promise<string>;
  headHtml(head: DocumentHead): string[];
  site: { name: string; url: string };
}

export interface DocumentOptions {
  /** Rewrites the rendered document's head (a post's, an album's). */
  head?: (document: string, bundle: SiteBundle) => string | Promise<string>;
  /** The route whose built head the company facts replace: the path itself unless given. */
  factsRoute?: string;
  place?: PreloadPlace;
}

/**
 * Pages kept (about 120 kB each with their compressed forms): every rendered page in one LRU, the
 * blog list's filter and page combinations (1,260 valid ones with 30 posts) in their own, so walking
 * every filter never pushes a page out.
 */
const MAX_KEPT_PAGES = 600;
const MAX_KEPT_LISTS = 100;
/** The pages most visitors open first: rendered again first after a change of the company facts. */
const homePages = ['/', '/ne'];

/**
 * The one server-render path: the build's server bundle (imported once), every page rendered at
 * request time with it into its prerendered shell (the team's, the blog's, the events', the
 * testimonials', the videos', the /book form's answer), and the one cache that keeps them, each
 * for one version of what it shows (its data's identity, the build, the company facts).
 */
export class PageRenderer {
  readonly bundle: ServerBundle<SiteBundle>;
  private readonly pages: KeptPages;
  private readonly lists: KeptPages;
  private refreshing?: Promise<void>;
  private refreshAgain = false;

  constructor(options: {
    /** The build's server bundle, dist-ssr/entry-server.js. */
    serverBundle: string;
    /** The company facts (server/settings/): a change renders every page again with them. */
    facts: () => LiveFacts;
    log: FastifyBaseLogger;
    /** Called as each kept page starts rendering (tests count renders, or hold them). */
    onRender?: (key: string) => void | Promise<void>;
  }) {
    this.bundle = new ServerBundle(options.serverBundle, options.facts);
    const failed = (path: string, error: unknown) =>
      options.log.warn({ path, error: String(error) }, 'rendering a page failed');
    this.pages = new KeptPages(MAX_KEPT_PAGES, failed, options.onRender);
    this.lists = new KeptPages(MAX_KEPT_LISTS, failed, options.onRender);
  }

  /** Whether there is a build to render with. */
  ready(): boolean {
    return this.bundle.module() !== undefined;
  }

  /** What every page rendered here shows besides its own data: part of each page's version. */
  version(): string {
    return this.bundle.version();
  }

  /**
   * The page kept under `key` (an address: `/blog?category=Health&page=2`) for `version`, rendered
   * by `render` once per version; `list` keeps it with the blog's list combinations.
   */
  kept(key: string, version: string, kind: PageKind, render: () => Promise<string>, list = false): VersionedPage {
    return (list ? this.lists : this.pages).page(key, version, kind, render);
  }

  /** `path` rendered with `data` into the prerendered `shell`, its head rewritten, the company facts in. Not kept. */
  async document(path: string, shell: SiteFile, data: object, options: DocumentOptions = {}): Promise<string> {
    const { head, factsRoute = path, place } = options;
    const document = await this.bundle.rendering(async (bundle) => {
      const rendered = renderIntoDocument(shell.body!.toString('utf8'), await bundle.render(path, data), path, place);
      return head ? head(rendered, bundle) : rendered;
    });
    return this.bundle.withFacts(document, factsRoute);
  }

  /** `path` rendered with `data` into `shell` and kept while its data, the build and the facts stay; undefined without a build. */
  page(path: string, shell: SiteFile | undefined, data: object, options?: DocumentOptions) {
    if (!shell?.body || !this.ready()) return undefined;
    const version = createHash('sha1')
      .update(shell.etag)
      .update(JSON.stringify(data))
      .update(this.version())
      .digest('base64url');
    return { page: this.kept(path, version, shell, () => this.document(path, shell, data, options)) };
  }

  /**
   * Imports the bundle and renders a page once, so that no first visitor waits for either: the home
   * pages themselves, kept, while staff changed the company facts (every page is rendered then).
   */
  async warm(visit: (address: string) => Promise<unknown>): Promise<void> {
    if (!this.bundle.currentFacts().facts) return this.bundle.warm();
    this.refresh(visit);
    await this.refreshing;
  }

  /**
   * Renders again, one after the other, the home pages and every page kept, by asking for each as a
   * visitor would (`visit`): called right after the company facts are saved, so the next visitors
   * find them rendered. A visitor asking meanwhile joins the render under way or starts the one for
   * their page, which the pass then finds kept: no page is rendered twice.
   */
  refresh(visit: (address: string) => Promise<unknown>): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        const addresses = new Set([...homePages, ...this.pages.keys(), ...this.lists.keys()]);
        for (const address of addresses) if (!address.startsWith('/preview/')) await visit(address).catch(() => {});
      } while (this.refreshAgain);
      this.refreshing = undefined;
    })();
  }
}
