import type { BookFormAnswer } from '../../schemas/book-form-answer';
import type { OfferedOptions } from '../../schemas/offered-options';
import type { BookingPageSlots } from '../../schemas/free-slots';
import type { DurationPrices } from '../../schemas/meeting-price-text';
import type { PageLanguage } from './manage-page';
import type { PageRenderer } from '../static/page-renderer';
import type { SiteFiles } from '../static/site-files';

/**
 * The /book page with the gateway's answer to its form sent without JavaScript, rendered by the
 * build's own server bundle into the prerendered document (as the team and blog pages are), so the
 * visitor sees the same form with what they typed and a message per field, in the page's language.
 * Never kept: it shows what one visitor typed.
 */
export class BookFormPage {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly site: SiteFiles,
    /** The options staff offer when they differ from the spec's (server/meetings/booking-options-store.ts). */
    private readonly offered: () => OfferedOptions | undefined,
    /** The free slots of the coming days, times on `clockLocale`'s clock. */
    private readonly slots: (clockLocale?: string) => BookingPageSlots,
    /** The paid durations' prices staff set. */
    private readonly prices: () => DurationPrices,
  ) {}

  /** The page's HTML, its picker's times on `clockLocale`'s clock; undefined when there is no build to render it with. */
  async render(lang: PageLanguage, answer: BookFormAnswer, clockLocale?: string): Promise<string | undefined> {
    const route = lang === 'ne' ? '/ne/book' : '/book';
    const prerendered = this.site.get(`${route}/index.html`);
    if (!prerendered?.body || !this.renderer.ready()) return undefined;
    return this.renderer.document(route, prerendered, {
      booking: answer,
      bookingOptions: this.offered(),
      bookingSlots: this.slots(clockLocale),
      meetingPrices: this.prices(),
    });
  }
}
