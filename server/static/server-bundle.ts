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
const buildFacts: LiveFacts = { version: 0, facts: undefined };

/** What every page rendered at request time needs from the bundle besides its own parts. */
interface FactsParts {
  documentHead(path: string, nepali: unknown): unknown;
  headHtml(head: unknown): string[];
  loadNepaliHeads(): Promise<unknown>;
}

/**
 * The build's server bundle (dist-ssr/entry-server.js), imported again after each rebuild. Once
 * staff changed the company facts, `module()` is the bundle imported once more with the facts in
 * its URL (`?facts=`, read by src/config/site.ts): a module instance of its own, whose every content
 * module was evaluated with them. Node keeps an imported module for the life of the process, so each
 * save of the facts that pages are then rendered with costs one bundle's memory until the next start.
 */
export class ServerBundle<Module> {
  private loaded = new Map<'build' | 'facts', { key: string; module: Promise<Module> }>();

  constructor(
    private readonly file: string,
    private readonly facts: () => LiveFacts = () => buildFacts,
  ) {}

  private stamp(): number | undefined {
    return statSync(this.file, { throwIfNoEntry: false })?.mtimeMs;
  }

  private load(which: 'build' | 'facts', query: string): Promise<Module> | undefined {
    const stamp = this.stamp();
    if (stamp === undefined) return undefined;
    const key = `${stamp}${query}`;
    let entry = this.loaded.get(which);
    if (entry?.key !== key) {
      entry = { key, module: import(`${pathToFileURL(this.file).href}?v=${key}`) as Promise<Module> };
      this.loaded.set(which, entry);
    }
    return entry.module;
  }

  /** The bundle as built (the prerendered pages' facts). */
  build(): Promise<Module> | undefined {
    return this.load('build', '');
  }

  /** The bundle with the current company facts; undefined if there is none. */
  module(): Promise<Module> | undefined {
    const { facts } = this.facts();
    return facts ? this.load('facts', `&facts=${encodeURIComponent(JSON.stringify(facts))}`) : this.build();
  }

  /**
   * What a page rendered with `module()` shows besides its own data: the build and the company facts
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
   * A page rendered with `module()` as served: while the facts are changed, the build's head tags
   * of `route` (title, site name, structured data, as the prerenderer joined them) give way to the
   * same tags with the facts, unless the renderer wrote a head of its own (a post's), and the facts
   * go in the page's data for the islands to hydrate with (src/config/site.ts).
   */
  async withFacts(document: string, route: string): Promise<string> {
    const { facts } = this.facts();
    if (!facts) return document;
    const [built, current] = (await Promise.all([this.build(), this.module()])) as unknown as FactsParts[];
    const headOf = async (of: FactsParts) =>
      of.headHtml(of.documentHead(route, await of.loadNepaliHeads())).join('\n    ');
    const [builtHead, currentHead] = await Promise.all([headOf(built), headOf(current)]);
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
