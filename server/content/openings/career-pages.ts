import type { CareerPageData, CareerOpeningView, PublicCareerOpening } from '../../../schemas/career-opening';
import { nepalToday } from '../../../schemas/nepal-time';
import type { PageRenderer } from '../../static/page-renderer';
import type { SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import type { OpeningStore } from './opening-store';

const careerPath = /^(\/ne)?\/career$/;

/** An opening in one language: without a Nepali title it is shown in English (marked so). */
export function publicOpening(item: CareerOpeningView, lang: 'en' | 'ne'): PublicCareerOpening {
  const nepali = lang === 'ne' && item.titleNe !== '';
  return {
    id: item.id,
    title: nepali ? item.titleNe : item.title,
    description: (nepali && item.descriptionNe) || item.description,
    lang: nepali ? 'ne' : 'en',
    type: item.type,
    location: item.location,
    closesOn: item.closesOn,
  };
}

/** /career and /ne/career rendered with the openings shown today (Nepal's date) above the form. */
export class CareerPages implements LivePageRenderer {
  constructor(
    private readonly renderer: PageRenderer,
    private readonly openings: OpeningStore,
    private readonly now: () => number = Date.now,
  ) {}

  async answer(path: string, _query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    const match = careerPath.exec(path);
    if (!match) return undefined;
    const lang = match[1] ? 'ne' : 'en';
    const today = nepalToday(new Date(this.now()));
    const data: CareerPageData = {
      openings: this.openings.shown(today).map((item) => publicOpening(item, lang)),
    };
    return this.renderer.page(path, site.get(`${path}/index.html`), { career: data });
  }
}
