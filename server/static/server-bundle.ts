import { AsyncLocalStorage } from 'node:async_hooks';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CompanyFacts } from '../../schemas/company';
import { withFirstImagePreload, type PreloadPlace } from '../../schemas/first-image-preload';

/** The company facts pages show: `facts` undefined while they are the build's own (server/settings/). */
export interface LiveFacts {
  /** Changes on every save, so a page rendered before it is stale. */
  version: number;
  facts: CompanyFacts | undefined;
}

/** What every page rendered at request time needs from the bundle besides its own parts. */
interface FactsParts {
  documentHead(path: string, nepali: unknown): unknown;
  headHtml(head: unknown): string[];
  loadNepaliHeads(): Promise<unknown>;
  /** src/config/site.ts: where the bundle's content modules read the company facts from. */
  setFactsSource(source: () => CompanyFacts | undefined): void;
  render(path: string, data: object): Promise<string>;
}

/** The head tags the bundle writes for `route`, with the facts of the render running now. */
async function headTags(bundle: FactsParts, route: string): Promise<string[]> {
  return bundle.headHtml(bundle.documentHead(route, await bundle.loadNepaliHeads()));
}

/** The facts the render running in this async context shows (undefined: the build's defaults). */
const renderFacts = new AsyncLocalStorage<CompanyFacts | undefined>();

/**
 * The build's server bundle (dist-ssr/entry-server.js), imported once per build (again only after a
 * rebuild changed the file: Node keeps every imported module for the life of the process). The
 * company facts are data: each render runs with the facts of its moment (`rendering`), which the
 * bundle's content modules read through the source set here (src/config/site.ts), so a saved change
 * costs no memory. The gateway makes one, for its one render path (page-renderer.ts).
 */
export class ServerBundle<Module> {
  private loaded?: { stamp: number; module: Promise<Module> };

  constructor(
    private readonly file: string,
    private readonly facts: () => LiveFacts,
  ) {}

  private stamp(): number | undefined {
    return statSync(this.file, { throwIfNoEntry: false })?.mtimeMs;
  }

  /** The bundle as built; undefined if there is none. Call what renders through `rendering`. */
  module(): Promise<Module> | undefined {
    const stamp = this.stamp();
    if (stamp === undefined) return undefined;
    if (this.loaded?.stamp !== stamp) {
      const module = import(`${pathToFileURL(this.file).href}?v=${stamp}`).then((bundle: FactsParts) => {
        bundle.setFactsSource(() => renderFacts.getStore());
        return bundle as Module;
      });
      this.loaded = { stamp, module };
    }
    return this.loaded.module;
  }

  /** `work` done with the bundle, everything it renders showing the company facts as they are now. */
  async rendering<T>(work: (bundle: Module) => Promise<T> | T): Promise<T> {
    const loading = this.module();
    if (!loading) throw new Error(`No server bundle at ${this.file}`);
    const bundle = await loading;
    return renderFacts.run(this.facts().facts, () => work(bundle));
  }

  /**
   * Imports the bundle and renders the home page and its head once, unused: the import takes most of
   * a second and a first render three times the next, which no first visitor should wait for.
   */
  async warm(): Promise<void> {
    await this.rendering(async (bundle) => {
      const parts = bundle as unknown as FactsParts;
      await parts.render('/', {});
      await headTags(parts, '/');
    });
  }

  /**
   * What a page rendered with the bundle shows besides its own data: the build and the company facts
   * themselves (their version counts from 0 at each start, so it would name different facts alike).
   */
  version(): string {
    return `${this.stamp() ?? 'no bundle'}:${JSON.stringify(this.facts().facts ?? null)}`;
  }

  /** The facts the pages are rendered with now: changed ones make every page live. */
  currentFacts(): LiveFacts {
    return this.facts();
  }

  /**
   * A page rendered with the bundle as served: while the facts are changed, the build's head tags
   * of `route` (title, site name, structured data, as the prerenderer joined them) give way to the
   * same tags with the facts, unless the renderer wrote a head of its own (a post's), and the facts
   * go in the page's data for the islands to hydrate with (src/config/site.ts).
   */
  async withFacts(document: string, route: string): Promise<string> {
    const { facts } = this.facts();
    if (!facts) return document;
    const bundle = (await this.module()) as unknown as FactsParts;
    const headOf = (shown: CompanyFacts | undefined) =>
      renderFacts.run(shown, async () => (await headTags(bundle, route)).join('\n    '));
    const [builtHead, currentHead] = await Promise.all([headOf(undefined), headOf(facts)]);
    const at = document.indexOf(builtHead);
    if (at >= 0) document = document.slice(0, at) + currentHead + document.slice(at + builtHead.length);
    const script = `<script type="application/json" id="company-facts">${JSON.stringify(facts).replace(/</g, '\\u003c')}</script>\n    `;
    const scripts = document.indexOf(pageScripts);
    return document.slice(0, scripts) + script + document.slice(scripts);
  }
}

/** The prerendered page's root (index.html) closes right before the boot script's data (scripts/prerender.mjs). */
const rootStart = '<div id="root">';
const pageScripts = '<script type="application/json" id="page-scripts">';

/**
 * A prerendered document with `html` as its root's content in place of what the build rendered,
 * and the head's preload of its first picture in place of the build's.
 */
export function renderIntoDocument(document: string, html: string, path: string, place?: PreloadPlace): string {
  const start = document.indexOf(rootStart);
  const end = document.lastIndexOf('</div>', document.indexOf(pageScripts));
  if (start < 0 || end < start + rootStart.length || !document.includes(pageScripts))
    throw new Error(`No page root to render into in the prerendered ${path}`);
  return withFirstImagePreload(document.slice(0, start + rootStart.length) + html + document.slice(end), html, place);
}
