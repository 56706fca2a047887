import { withoutControls } from './plain-text';
import { z } from './zod';

export const MAX_CATEGORY_NAME_CHARS = 40;
export const MAX_POST_CATEGORIES = 24;

const name = (label: string) =>
  z
    .string({ error: `${label}: required` })
    .trim()
    .min(1, `${label}: required`)
    .max(MAX_CATEGORY_NAME_CHARS, `${label}: at most ${MAX_CATEGORY_NAME_CHARS} characters`)
    .refine((value) => !/[<>]/.test(value), `${label}: no < or >`)
    .superRefine(withoutControls({ label }));

/**
 * A blog category as staff add or rename it (Content → Blog categories). Both names are required:
 * the Nepali pages' strip shows the Nepali one.
 */
export const postCategoryInput = z.object({ name: name('Name'), nameNe: name('Name in Nepali') });
export type PostCategoryInput = z.infer<typeof postCategoryInput>;

export const postCategoryMove = z.object({ direction: z.enum(['up', 'down']) });
export type PostCategoryMove = z.infer<typeof postCategoryMove>;

/** A category as the back office lists it: its key (what posts store, never changed) and how many posts use it. */
export const postCategoryView = z.object({
  key: z.string(),
  name: z.string(),
  nameNe: z.string(),
  posts: z.number().int(),
});
export type PostCategoryView = z.infer<typeof postCategoryView>;
export const postCategoriesAnswer = z.object({ items: z.array(postCategoryView) });
export type PostCategoriesAnswer = z.infer<typeof postCategoriesAnswer>;

/** A category as a public page shows it: the filter's value and its name in the page's language. */
export interface PublicPostCategory {
  key: string;
  name: string;
}
