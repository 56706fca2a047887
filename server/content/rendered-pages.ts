import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { KeptPages } from '../static/kept-pages';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../static/server-bundle';
import type { SiteFile } from '../static/site-files';
import type { LiveAnswer } from '../static/static-routes';

/** The part of the build's server bundle (src/entry-server.tsx) every content page uses. */
export interface ContentBundle {
  render(path: string, data: object): Promise<string>;
  site: { name: string; url: string };
}

const MAX_KEPT = 200;

/**
 * Pages of stored content rendered by the build's own server bundle into a prerendered shell, each
 * kept with its compressed forms for one version of what it shows (its data, the build, the company
 * facts), its ETag named by that version: the events' and testimonials' pages share this.
 */
export class RenderedPages {
  private readonly bundle: ServerBundle<ContentBundle>;
  private readonly kept: KeptPages;

  constructor(serverBundle: string, facts: (() => LiveFacts) | undefined, log: FastifyBaseLogger) {
    this.bundle = new ServerBundle(serverBundle, facts);
    this.kept = new KeptPages(MAX_KEPT, (path, error) =>
      log.warn({ path, error: String(error) }, 'rendering a content page failed'),
    );
  }

  /**
   * `path` rendered with `data` (the page data, src/app/page-data.ts) into `shell`; `head` rewrites
   * the document's head; `factsRoute` is the route whose built head the company facts replace.
   * Undefined without a build.
   */
  page(
    path: string,
    shell: SiteFile | undefined,
    data: object,
    head?: (document: string, site: ContentBundle['site']) => string,
    factsRoute = path,
  ): LiveAnswer | undefined {
    if (!shell?.body || !this.bundle.module()) return undefined;
    const version = createHash('sha1')
      .update(shell.etag)
      .update(JSON.stringify(data))
      .update(this.bundle.version())
      .digest('base64url');
    return { page: this.kept.page(path, version, shell, () => this.render(path, shell, data, head, factsRoute)) };
  }

  private async render(
    path: string,
    shell: SiteFile,
    data: object,
    head: ((document: string, site: ContentBundle['site']) => string) | undefined,
    factsRoute: string,
  ): Promise<string> {
    const document = await this.bundle.rendering(async (bundle) => {
      const rendered = renderIntoDocument(shell.body!.toString('utf8'), await bundle.render(path, data), path);
      return head ? head(rendered, bundle.site) : rendered;
    });
    return this.bundle.withFacts(document, factsRoute);
  }
}
