import { eventInput, type EventInput } from '../../../schemas/gallery-event';
import { slug } from '../../../schemas/slug';
import { z } from '../../../schemas/zod';
import { checkedItem, joinFrontMatter, readItemFile, type ContentKind, type ExportedItem } from '../content-kind';
import { exportedImage, importedPicture } from '../media/media-files';
import { EventStore } from './event-store';

/**
 * An event's front matter; the body is its English description. A photo's `file` is a path inside
 * the events folder (`media/career-fair-1.jpg`) or, for the shipped samples, one of the site's
 * illustrations (`/art/events/event-01.svg`, with its `width` and `height`).
 */
const frontMatter = z.object({
  title: z.string(),
  title_ne: z.string().optional(),
  slug,
  date: eventInput.shape.date,
  place: z.string(),
  place_ne: z.string().optional(),
  listing: z.enum(['gallerys', 'gallery']).optional(),
  featured: z.boolean().optional(),
  description_ne: z.string().optional(),
  cover: z.number().int().min(1).optional(),
  photos: z.array(
    z.object({
      file: z.string().min(1),
      alt: z.string(),
      alt_ne: z.string().optional(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    }),
  ),
  draft: z.boolean().optional(),
  sample: z.boolean().optional(),
});
type FrontMatter = z.infer<typeof frontMatter>;

/** Events as `events/<slug>.md`, their photos in `events/media/<slug>-<n>.<ext>`. */
export const eventKind: ContentKind = {
  folder: 'events',

  exportAll({ db, media }) {
    const events = new EventStore(db).all().sort((a, b) => a.slug.localeCompare(b.slug));
    return events.map((event) => {
      const files: ExportedItem['media'] = [];
      const photos = event.photos.map(({ picture, alt, altNe }, i) => {
        const alts = { alt, ...(altNe && { alt_ne: altNe }) };
        if (!('media' in picture)) return { file: picture.src, ...alts, width: picture.width, height: picture.height };
        const file = `media/${event.slug}-${i + 1}.${picture.media.fallback}`;
        files.push({ file, bytes: () => exportedImage(media, picture.media) });
        return { file, ...alts };
      });
      const fields: FrontMatter = {
        title: event.title,
        ...(event.titleNe && { title_ne: event.titleNe }),
        slug: event.slug,
        date: event.date,
        place: event.place,
        ...(event.placeNe && { place_ne: event.placeNe }),
        ...(event.listing !== 'gallerys' && { listing: event.listing }),
        ...(event.featured && { featured: true }),
        ...(event.descriptionNe && { description_ne: event.descriptionNe }),
        ...(event.photos.length && { cover: event.cover + 1 }),
        photos,
        ...(event.state !== 'published' && { draft: true }),
        ...(event.sample && { sample: true }),
      };
      return {
        file: `${event.slug}.md`,
        text: joinFrontMatter(fields, event.description ? `${event.description}\n` : ''),
        media: files,
      };
    });
  },

  async importItem({ db, media }, file, text, readMedia, claim) {
    const { fields, body } = readItemFile(file, text, frontMatter);
    claim(`slug “${fields.slug}”`);
    const photos: EventInput['photos'] = [];
    for (const [i, photo] of fields.photos.entries()) {
      const picture = await importedPicture(media, readMedia, `${file}: photos.${i}.file`, {
        src: photo.file,
        width: photo.width,
        height: photo.height,
      });
      photos.push({ picture, alt: photo.alt, ...(photo.alt_ne && { altNe: photo.alt_ne }) });
    }
    const item = {
      title: fields.title,
      titleNe: fields.title_ne ?? '',
      slug: fields.slug,
      date: fields.date,
      place: fields.place,
      placeNe: fields.place_ne ?? '',
      listing: fields.listing ?? 'gallerys',
      featured: fields.featured ?? false,
      description: body.trim(),
      descriptionNe: fields.description_ne ?? '',
      photos,
      cover: (fields.cover ?? 1) - 1,
    };
    const input = checkedItem(file, eventInput, item);
    const events = new EventStore(db);
    const current = events.bySlug(fields.slug);
    const state = fields.draft ? 'draft' : 'published';
    const sample = fields.sample ?? false;
    if (
      current &&
      JSON.stringify([eventInput.safeParse(current).data, current.state, current.sample]) ===
        JSON.stringify([input, state, sample])
    )
      return 'unchanged';
    events.save(current?.id, input, { state, sample });
    return current ? 'updated' : 'created';
  },
};
