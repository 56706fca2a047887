import type { CareerPageData, CareerOpeningView, PublicCareerOpening } from '../../../schemas/career-opening';
import { nepalToday } from '../../../schemas/nepal-time';
import type { PageRenderer } from '../../static/page-renderer';
import { bilingualPage } from '../../static/bilingual-page';
import type { OpeningStore } from './opening-store';

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
export const careerPages = (renderer: PageRenderer, openings: OpeningStore, now: () => number = Date.now) =>
  bilingualPage(renderer, 'career', (lang): { career: CareerPageData } => ({
    career: { openings: openings.shown(nepalToday(new Date(now()))).map((item) => publicOpening(item, lang)) },
  }));
