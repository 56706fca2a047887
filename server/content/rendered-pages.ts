import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../static/server-bundle';
import { compressedForms, etagOf, type SiteFile } from '../static/site-files';

/** The part of the build's server bundle (src/entry-server.tsx) every content page uses. */
export interface ContentBundle {
  render(path: string, data: object): Promise<string>;
  site: { name: string; url: string };
}

const MAX_KEPT = 200;

/**
 * Pages of stored content rendered by the build's own server bundle into a prerendered shell, each
 * kept with its ETag and compressed forms until what it shows (its data, the build, the company
 * facts) changes: the events' and testimonials' pages share this.
 */
export class RenderedPages {
  private readonly bundle: ServerBundle<ContentBundle>;
  private readonly kept = new Map<string, { key: string; file: Promise<SiteFile> }>();

  constructor(
    serverBundle: string,
    facts: (() => LiveFacts) | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.bundle = new ServerBundle(serverBundle, facts);
  }

  /**
   * `path` rendered with `data` (the page data, src/app/page-data.ts) into `shell`; `head` rewrites
   * the document's head; `factsRoute` is the route whose built head the company facts replace.
   * Undefined without a build or if rendering fails.
   */
  async page(
    path: string,
    shell: SiteFile | undefined,
    data: object,
    head?: (document: string, site: ContentBundle['site']) => string,
    factsRoute = path,
  ): Promise<SiteFile | undefined> {
    const bundle = this.bundle.module();
    if (!bundle || !shell?.body) return undefined;
    const key = createHash('sha1')
      .update(shell.etag)
      .update(JSON.stringify(data))
      .update(String(this.bundle.currentFacts().version))
      .digest('base64url');
    let entry = this.kept.get(path);
    if (entry?.key !== key) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      entry = { key, file: this.render(bundle, path, shell, data, head, factsRoute) };
      this.kept.set(path, entry);
    }
    try {
      return await entry.file;
    } catch (error) {
      this.kept.delete(path);
      this.log.warn({ path, error: String(error) }, 'rendering a content page failed');
      return undefined;
    }
  }

  private async render(
    loading: Promise<ContentBundle>,
    path: string,
    shell: SiteFile,
    data: object,
    head: ((document: string, site: ContentBundle['site']) => string) | undefined,
    factsRoute: string,
  ): Promise<SiteFile> {
    const bundle = await loading;
    let document = renderIntoDocument(shell.body!.toString('utf8'), await bundle.render(path, data), path);
    if (head) document = head(document, bundle.site);
    document = await this.bundle.withFacts(document, factsRoute);
    const body = Buffer.from(document);
    return { ...shell, size: body.length, body, etag: etagOf(body), ...compressedForms(body) };
  }
}
