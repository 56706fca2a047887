import { optionalText, requiredText } from './content-text';
import { eventPicture } from './gallery-event';
import { z } from './zod';

/**
 * Testimonials as the back office edits them (`/staff/api/content/testimonials`) and as
 * /testimonials and /ne/testimonials show them (rendered by the gateway): the chosen four in the
 * carousel in the chosen order, every other testimonial in the grid.
 */
export const CAROUSEL_SIZE = 4;

export const testimonialInput = z.object({
  quote: requiredText(600, true),
  quoteNe: optionalText(600, true),
  name: requiredText(120),
  nameNe: optionalText(120),
  role: optionalText(160),
  roleNe: optionalText(160),
  rating: z.number().int().min(1, 'from 1 to 5 stars').max(5, 'from 1 to 5 stars'),
  /** An uploaded portrait, one of the site's illustrations (samples), or none. */
  photo: eventPicture.nullable(),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

export const testimonialView = testimonialInput.extend({
  id: z.string(),
  /** Its place in the carousel (0 to 3), or null when it is not in it. */
  carousel: z.number().int().nullable(),
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type TestimonialView = z.infer<typeof testimonialView>;
export const testimonialListAnswer = z.object({ items: z.array(testimonialView) });

/** The carousel's testimonials in their order: at most four. */
export const carouselChoice = z.object({
  ids: z
    .array(z.string().max(40))
    .max(CAROUSEL_SIZE, `the carousel shows ${CAROUSEL_SIZE} testimonials: choose at most ${CAROUSEL_SIZE}`)
    .refine((ids) => new Set(ids).size === ids.length, 'a testimonial can be in the carousel once'),
});

/** A testimonial in the page's language (an empty Nepali text falls back to English). */
export interface PublicTestimonial {
  quote: string;
  quoteLang: 'en' | 'ne';
  name: string;
  role: string;
  rating: number;
  photo: z.infer<typeof eventPicture> | null;
  sample: boolean;
}
export interface TestimonialsPageData {
  carousel: PublicTestimonial[];
  cards: PublicTestimonial[];
}
