import { mediaImage } from './media-image';
import { withoutControls } from './plain-text';
import { z } from './zod';

/** A logo: one uploaded through the image pipeline, or one of the site's illustrations (the samples'). */
export const supporterLogo = z.union([
  z.object({ media: mediaImage }),
  z.object({
    src: z.string().regex(/^\/art\/supporters\/[a-z0-9-]+\.svg$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
]);

const name = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label}: at most 80 characters`)
    .refine((value) => !/[<>]/.test(value), `${label}: no < or >`)
    .superRefine(withoutControls({ label }));

/** One supporter as admins set it (Content → Supporters); `sample` marks the shipped, invented ones. */
export const supporterSchema = z.object({
  name: name('Name').pipe(z.string().min(1, 'Name: required')),
  /** Empty: Nepali pages show the English name. */
  nameNe: name('Name in Nepali'),
  /** Empty: the logo links nowhere. */
  link: z
    .string()
    .trim()
    .max(300, 'Link: at most 300 characters')
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      'Link: a web address starting with https://',
    ),
  logo: supporterLogo,
  sample: z.boolean(),
});
export type Supporter = z.infer<typeof supporterSchema>;

export const MAX_SUPPORTERS = 24;
/** The home page's supporters in their order (`PUT /staff/api/content/supporters`). */
export const supportersSchema = z
  .array(supporterSchema)
  .max(MAX_SUPPORTERS, `At most ${MAX_SUPPORTERS} supporters: remove one first`);

/** What the back office's Supporters screen gets and sends back. */
export interface SupportersAnswer {
  supporters: Supporter[];
}
