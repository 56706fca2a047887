import { mediaImage } from './media-image';
import { withoutControls } from './plain-text';
import { slug } from './slug';
import { z } from './zod';

/**
 * Events with their photo albums as the back office edits them (`/staff/api/content/events`) and as
 * the public pages show them (rendered by the gateway into /gallerys, /gallerys/{slug}, /singlegallery
 * and /gallery, and their /ne twins).
 */

/** A photo: an uploaded image (re-encoded into widths), or one of the site's own illustrations (sample events). */
export const eventPicture = z.union([
  z.object({ media: mediaImage }),
  z.object({
    src: z.string().regex(/^\/art\/[a-z0-9/-]+\.(svg|webp|jpg|png)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
]);
export type EventPicture = z.infer<typeof eventPicture>;

export const MAX_EVENT_PHOTOS = 200;

const line = (max: number) => z.string().trim().max(max, `at most ${max} characters`).superRefine(withoutControls());
const text = (max: number) => line(max).min(1, 'write it');
const lines = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .superRefine(withoutControls({ lines: true }));

/**
 * A photo of the album: its alt text may be empty while the event is a draft, never once published;
 * `altNe` (optional) is what Nepali pages say instead.
 */
export const eventPhoto = z.object({
  picture: eventPicture,
  alt: line(300),
  altNe: line(300).optional(),
});
export type EventPhoto = z.infer<typeof eventPhoto>;

/** What the editor sends on every save; `photos` in album order, `cover` the index of the cover photo. */
export const eventInput = z.object({
  title: text(200),
  titleNe: line(200),
  slug: slug.optional(),
  date: z.iso.date('a date such as 2026-03-14'),
  place: text(200),
  placeNe: line(200).default(''),
  /** The page listing the event's card: /gallerys (the marketplace's events) or /gallery (the company's). */
  listing: z.enum(['gallerys', 'gallery']).default('gallerys'),
  /** The album shown at /singlegallery (one event at a time; its card there links to /singlegallery). */
  featured: z.boolean().default(false),
  description: lines(5000),
  descriptionNe: lines(5000),
  photos: z.array(eventPhoto).max(MAX_EVENT_PHOTOS, `at most ${MAX_EVENT_PHOTOS} photos in one album`),
  cover: z.number().int().min(0),
});
export type EventInput = z.infer<typeof eventInput>;

export const eventStates = ['draft', 'published'] as const;
export type EventState = (typeof eventStates)[number];

/**
 * Why an event cannot be published yet, one line per field (empty when it can): an album needs
 * photos, each with its alt text.
 */
export function publishProblems(event: Pick<EventInput, 'photos'>): string[] {
  if (event.photos.length === 0) return ['photos: add at least one photo before publishing'];
  return event.photos.flatMap((photo, i) =>
    photo.alt ? [] : [`photos.${i}.alt: describe photo ${i + 1} (alt text) before publishing`],
  );
}

export const eventView = eventInput.extend({
  id: z.string(),
  slug: z.string(),
  state: z.enum(eventStates),
  sample: z.boolean(),
  updatedAt: z.string(),
  /** The album's public address (shown once published). */
  url: z.string(),
});
export type EventView = z.infer<typeof eventView>;
export const eventListAnswer = z.object({ items: z.array(eventView) });
export const eventStateChange = z.object({ action: z.enum(['publish', 'unpublish']) });

/** `/gallerys/{slug}` or `/ne/gallerys/{slug}`: an event's album page. */
export const eventPath = (slug: string, lang: 'en' | 'ne' = 'en') =>
  `${lang === 'ne' ? '/ne' : ''}/gallerys/${encodeURIComponent(slug)}`;

/** An event's own address: /singlegallery for the featured album, else its page under /gallerys. */
export const albumPath = (event: { slug: string; featured: boolean }, lang: 'en' | 'ne' = 'en') =>
  event.featured ? `${lang === 'ne' ? '/ne' : ''}/singlegallery` : eventPath(event.slug, lang);

/** A published event as the public pages show it, in the page's language (a missing Nepali text falls back to English). */
export interface PublicEvent {
  slug: string;
  /** Its own address (`albumPath`). */
  path: string;
  /** The album shown at /singlegallery. */
  featured: boolean;
  title: string;
  /** The language the title and description are in: 'en' on a Nepali page where they are not translated. */
  titleLang: 'en' | 'ne';
  description: string;
  descriptionLang: 'en' | 'ne';
  date: string;
  place: string;
  placeLang: 'en' | 'ne';
  sample: boolean;
  cover: PublicPhoto;
  photos: PublicPhoto[];
}
export interface PublicPhoto {
  picture: EventPicture;
  alt: string;
}

/**
 * What the gateway renders into the gallery pages: the cards of /gallerys or /gallery, or an album
 * (null at /singlegallery when no event is published).
 */
export type GalleryPageData = { list: PublicEvent[] } | { album: PublicEvent | null };

/** The `sizes` of an album's photos in its grid (2 columns on phones, up to 6 on wide screens). */
export const albumPhotoSizes = '(min-width: 64rem) 16vw, (min-width: 48rem) 30vw, 46vw';
