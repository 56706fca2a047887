import type { BookFormAnswer } from '../../schemas/book-form-answer';
import type { PageLanguage } from './manage-page';
import { ServerBundle, renderIntoDocument, type LiveFacts } from '../static/server-bundle';
import type { SiteFiles } from '../static/site-files';

/** The part of the build's server bundle (src/entry-server.tsx) this uses. */
interface BookBundle {
  render(path: string, data: { booking?: BookFormAnswer }): Promise<string>;
}

/**
 * The /book page with the gateway's answer to its form sent without JavaScript, rendered by the
 * build's own server bundle into the prerendered document (as the team and blog pages are), so the
 * visitor sees the same form with what they typed and a message per field, in the page's language.
 */
export class BookFormPage {
  private readonly bundle: ServerBundle<BookBundle>;

  constructor(
    serverBundle: string,
    private readonly site: SiteFiles,
    facts?: () => LiveFacts,
  ) {
    this.bundle = new ServerBundle(serverBundle, facts);
  }

  /** The page's HTML; undefined when there is no build to render it with. */
  async render(lang: PageLanguage, answer: BookFormAnswer): Promise<string | undefined> {
    const route = lang === 'ne' ? '/ne/book' : '/book';
    const prerendered = this.site.get(`${route}/index.html`)?.body;
    if (!prerendered || !this.bundle.module()) return undefined;
    const html = await this.bundle.rendering((bundle) => bundle.render(route, { booking: answer }));
    return this.bundle.withFacts(renderIntoDocument(prerendered.toString('utf8'), html, route), route);
  }
}
