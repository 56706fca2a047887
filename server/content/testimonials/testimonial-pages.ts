import type { PublicTestimonial, TestimonialsPageData } from '../../../schemas/testimonial';
import type { PageRenderer } from '../../static/page-renderer';
import type { SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import type { StoredTestimonial, TestimonialStore } from './testimonial-store';

const testimonialsPath = /^(\/ne)?\/testimonials$/;

/** A testimonial in one language: an empty Nepali text falls back to the English one (marked so). */
export function publicTestimonial(item: StoredTestimonial, lang: 'en' | 'ne'): PublicTestimonial {
  const nepali = lang === 'ne';
  return {
    quote: (nepali && item.quoteNe) || item.quote,
    quoteLang: nepali && item.quoteNe ? 'ne' : 'en',
    name: (nepali && item.nameNe) || item.name,
    role: (nepali && item.roleNe) || item.role,
    rating: item.rating,
    photo: item.photo,
    sample: item.sample,
  };
}

/** /testimonials and /ne/testimonials rendered with the stored testimonials: the chosen four in the carousel, the others in the grid. */
export class TestimonialPages implements LivePageRenderer {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly testimonials: TestimonialStore,
  ) {}

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    const match = testimonialsPath.exec(path);
    if (!match) return undefined;
    const lang = match[1] ? 'ne' : 'en';
    const { testimonials } = this;
    const data: TestimonialsPageData = {
      carousel: testimonials.carousel().map((item) => publicTestimonial(item, lang)),
      // The grid holds the others: a quote in the carousel is not shown twice.
      cards: testimonials
        .all()
        .filter((item) => item.carousel === null)
        .map((item) => publicTestimonial(item, lang)),
    };
    return this.renderer.page(path, site.get(`${path}/index.html`), { testimonials: data });
  }
}
