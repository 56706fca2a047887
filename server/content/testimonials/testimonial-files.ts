import { testimonialInput } from '../../../schemas/testimonial';
import { z } from '../../../schemas/zod';
import { checkedItem, joinFrontMatter, readItemFile, type ContentKind, type ExportedItem } from '../content-kind';
import { exportedImage, importedPicture } from '../media/media-files';
import { TestimonialStore } from './testimonial-store';

/**
 * A testimonial's front matter (`id` is its key); the body is the English quote. `photo` is a path
 * inside the testimonials folder or one of the site's illustrations; `carousel` its place (1 to 4).
 */
const frontMatter = z.object({
  id: z.string().regex(/^[0-9a-f]{20}$/),
  quote_ne: z.string().optional(),
  name: z.string(),
  name_ne: z.string().optional(),
  role: z.string().optional(),
  role_ne: z.string().optional(),
  rating: z.number(),
  photo: z.string().optional(),
  photo_width: z.number().int().positive().optional(),
  photo_height: z.number().int().positive().optional(),
  carousel: z.number().int().min(1).max(4).optional(),
  sample: z.boolean().optional(),
});
type FrontMatter = z.infer<typeof frontMatter>;

/** Testimonials as `testimonials/<id>.md`, photos in `testimonials/media/<id>.<ext>`. */
export const testimonialKind: ContentKind = {
  folder: 'testimonials',

  exportAll({ db, media }) {
    return new TestimonialStore(db).all().map((item) => {
      const files: ExportedItem['media'] = [];
      let photo: Pick<FrontMatter, 'photo' | 'photo_width' | 'photo_height'> = {};
      if (item.photo && 'media' in item.photo) {
        const file = `media/${item.id}.${item.photo.media.fallback}`;
        const image = item.photo.media;
        files.push({ file, bytes: () => exportedImage(media, image) });
        photo = { photo: file };
      } else if (item.photo)
        photo = { photo: item.photo.src, photo_width: item.photo.width, photo_height: item.photo.height };
      const fields: FrontMatter = {
        id: item.id,
        ...(item.quoteNe && { quote_ne: item.quoteNe }),
        name: item.name,
        ...(item.nameNe && { name_ne: item.nameNe }),
        ...(item.role && { role: item.role }),
        ...(item.roleNe && { role_ne: item.roleNe }),
        rating: item.rating,
        ...photo,
        ...(item.carousel !== null && { carousel: item.carousel + 1 }),
        ...(item.sample && { sample: true }),
      };
      return {
        file: `${item.id}.md`,
        text: joinFrontMatter(fields, `${item.quote}\n`),
        media: files,
      };
    });
  },

  async importItem({ db, media }, file, text, readMedia, claim) {
    const { fields, body } = readItemFile(file, text, frontMatter);
    claim(`id ${fields.id}`);
    const photo = fields.photo
      ? await importedPicture(media, readMedia, `${file}: photo`, {
          src: fields.photo,
          width: fields.photo_width,
          height: fields.photo_height,
        })
      : null;
    const item = {
      quote: body.trim(),
      quoteNe: fields.quote_ne ?? '',
      name: fields.name,
      nameNe: fields.name_ne ?? '',
      role: fields.role ?? '',
      roleNe: fields.role_ne ?? '',
      rating: fields.rating,
      photo,
    };
    const input = checkedItem(file, testimonialInput, item);
    const store = new TestimonialStore(db);
    const current = store.get(fields.id);
    const carousel = fields.carousel === undefined ? null : fields.carousel - 1;
    const sample = fields.sample ?? false;
    if (
      current &&
      JSON.stringify([testimonialInput.safeParse(current).data, current.carousel, current.sample]) ===
        JSON.stringify([input, carousel, sample])
    )
      return 'unchanged';
    store.save(fields.id, input, { sample, carousel });
    return current ? 'updated' : 'created';
  },
};
