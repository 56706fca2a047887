import { optionalText, requiredText } from './content-text';
import { isRealDate } from './calendar-date';
import { employmentTypes } from './options';
import { z } from './zod';

/**
 * Career openings as the back office edits them (`/staff/api/content/openings`) and as /career and
 * /ne/career show them (rendered by the gateway): the open ones whose closing date has not passed,
 * in the order staff gave them.
 */
export const LAST_CLOSING_DATE = '2033-12-31';

export const careerOpeningInput = z.object({
  title: requiredText(120),
  titleNe: optionalText(120),
  description: optionalText(600, true),
  descriptionNe: optionalText(600, true),
  /** One of the spec's Employment Type options. */
  type: z.enum(employmentTypes, { error: `choose one of: ${employmentTypes.join(', ')}` }),
  location: requiredText(120),
  /** The last day it takes applications (Nepal date, YYYY-MM-DD), or null when it has none. */
  closesOn: z
    .string()
    .refine(isRealDate, { error: 'enter a date as YYYY-MM-DD, or leave it empty' })
    // /ne/career shows it in Bikram Sambat too, whose converter's table ends in April 2034.
    .refine((date) => date <= LAST_CLOSING_DATE, { error: `choose a date up to ${LAST_CLOSING_DATE}` })
    .nullable(),
  /** Shown on /career while true (and its closing date has not passed). */
  open: z.boolean(),
});
export type CareerOpeningInput = z.infer<typeof careerOpeningInput>;

export const careerOpeningView = careerOpeningInput.extend({
  id: z.string(),
  /** Its place in the list (0 first). */
  position: z.number().int(),
  updatedAt: z.string(),
});
export type CareerOpeningView = z.infer<typeof careerOpeningView>;
export const careerOpeningListAnswer = z.object({ items: z.array(careerOpeningView) });

/** Every opening in its new order. */
export const openingOrder = z.object({
  ids: z
    .array(z.string().max(40))
    .max(500, 'at most 500 openings')
    .refine((ids) => new Set(ids).size === ids.length, 'an opening can be listed once'),
});

/** The anchor of an opening on /career: `/career#opening-<id>`. */
export const openingAnchor = (id: string) => `opening-${id}`;

/** An open opening in the page's language (an empty Nepali text falls back to English, marked so). */
export interface PublicCareerOpening {
  id: string;
  title: string;
  description: string;
  /** The language of the title and description shown. */
  lang: 'en' | 'ne';
  type: (typeof employmentTypes)[number];
  location: string;
  closesOn: string | null;
}
export interface CareerPageData {
  openings: PublicCareerOpening[];
}
