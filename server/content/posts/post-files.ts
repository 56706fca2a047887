import { postCover, postInput, type PostCover } from '../../../schemas/blog-post';
import { slug } from '../../../schemas/slug';
import { z } from '../../../schemas/zod';
import { joinFrontMatter, readItemFile, type ContentKind, type ExportedItem } from '../content-kind';
import { CompanySettings } from '../../settings/company-settings';
import { typedDb } from '../../storage/typed-db';
import { exportedImage, importedImage } from '../media/media-files';
import { exportBodyImages, importBodyImages } from './body-images';
import { PostCategoryStore } from './post-category-store';
import { PostStore, type StoredPost } from './post-store';
import { seedPostCategoriesOnce } from './seed-post-categories';

/**
 * A post's front matter, its texts checked with the editor's rules. `cover` is a path inside the
 * posts folder (`media/en-visa-tips.jpg`) or, for the shipped samples, one of the site's
 * illustrations (`/art/blog/featured.svg`).
 */
const editor = postInput.shape;
const frontMatter = z.object({
  title: editor.title,
  slug,
  lang: editor.lang,
  date: z.iso.datetime({ offset: true }),
  summary: editor.summary,
  category: editor.category,
  // Left out, the post is the company's, as a post written in the back office without a name.
  author: editor.authorName.unwrap().min(1).optional(),
  cover: z.string().min(1),
  cover_alt: editor.coverAlt,
  featured: z.boolean().optional(),
  draft: z.boolean().optional(),
  twin: slug.optional(),
  sample: z.boolean().optional(),
});
type FrontMatter = z.infer<typeof frontMatter>;

const SAVED_BY = 'Content import';
const coverFile = (post: { lang: string; slug: string }, extension: string) =>
  `media/${post.lang}-${post.slug}.${extension}`;

/** The fields an import compares: a file that matches them changes nothing (no revision, no new image). */
const sameContent = (
  post: StoredPost,
  wanted: Omit<StoredPost, 'id' | 'createdAt' | 'updatedAt' | 'everPublished' | 'authorId'>,
) =>
  JSON.stringify([
    post.title,
    post.summary,
    post.category,
    post.authorName,
    post.cover,
    post.coverAlt,
    post.body,
    post.featured,
    post.status,
    post.publishAt,
    post.twinId,
    post.sample,
  ]) ===
  JSON.stringify([
    wanted.title,
    wanted.summary,
    wanted.category,
    wanted.authorName,
    wanted.cover,
    wanted.coverAlt,
    wanted.body,
    wanted.featured,
    wanted.status,
    wanted.publishAt,
    wanted.twinId,
    wanted.sample,
  ]);

/** Blog posts as `posts/<lang>/<slug>.md`, covers and body images in `posts/media/`. */
export const postKind: ContentKind = {
  folder: 'posts',

  exportAll({ db, media }) {
    const posts = new PostStore(db);
    const all = posts.all().sort((a, b) => `${a.lang}/${a.slug}`.localeCompare(`${b.lang}/${b.slug}`));
    return all.map((post) => {
      const files: ExportedItem['media'] = [];
      let cover: string;
      if ('media' in post.cover) {
        const image = post.cover.media;
        cover = coverFile(post, image.fallback);
        files.push({ file: cover, bytes: () => exportedImage(media, image) });
      } else cover = post.cover.src;
      const body = exportBodyImages(media, post.body, `media/${post.lang}-${post.slug}`);
      files.push(...body.files);
      const twin = post.twinId ? posts.get(post.twinId) : undefined;
      const fields: FrontMatter = {
        title: post.title,
        slug: post.slug,
        lang: post.lang,
        date: post.publishAt ?? post.createdAt,
        summary: post.summary,
        category: post.category,
        author: post.authorName,
        cover,
        cover_alt: post.coverAlt,
        ...(post.featured && { featured: true }),
        ...(post.status !== 'published' && { draft: true }),
        ...(twin && { twin: twin.slug }),
        ...(post.sample && { sample: true }),
      };
      return {
        file: `${post.lang}/${post.slug}.md`,
        text: joinFrontMatter(fields, body.text),
        media: files,
      };
    });
  },

  async importItem({ db, media }, file, text, readMedia, claim) {
    const { fields, body: markdown } = readItemFile(file, text, frontMatter);
    claim(`slug “${fields.slug}” (${fields.lang})`);
    const bodyProblem = editor.body.safeParse(markdown).error?.issues[0];
    if (bodyProblem) throw new Error(`${file}: body: ${bodyProblem.message}`);
    // A data folder no gateway has opened yet has its categories seeded here, before a post names one.
    seedPostCategoriesOnce(db);
    const categories = new PostCategoryStore(db).all().map((category) => category.key);
    if (!categories.includes(fields.category))
      throw new Error(`${file}: category: should be one of: ${categories.join(', ')}`);
    const posts = new PostStore(db);
    const current = posts.bySlug(fields.lang, fields.slug);
    let cover: PostCover;
    if (fields.cover.startsWith('/')) {
      const { width, height } =
        'src' in (current?.cover ?? {})
          ? (current!.cover as { width: number; height: number })
          : { width: 800, height: 600 };
      cover = postCover.parse({ src: fields.cover, width, height });
    } else {
      cover = { media: await importedImage(media, await readMedia(fields.cover, 'image')) };
    }
    const body = await importBodyImages(media, markdown, readMedia);
    const twin = fields.twin ? posts.bySlug(fields.lang === 'en' ? 'ne' : 'en', fields.twin) : undefined;
    const date = new Date(fields.date).toISOString();
    const wanted = {
      slug: fields.slug,
      lang: fields.lang,
      twinId: twin?.id ?? current?.twinId ?? null,
      title: fields.title,
      summary: fields.summary,
      category: fields.category,
      authorName: fields.author ?? new CompanySettings(db).company().name,
      cover,
      coverAlt: fields.cover_alt,
      body,
      featured: fields.featured ?? false,
      status: fields.draft ? (current?.everPublished ? 'unpublished' : 'draft') : 'published',
      publishAt: fields.draft ? (current?.publishAt ?? null) : date,
      sample: fields.sample ?? false,
    } as const;
    if (current && sameContent(current, wanted)) return 'unchanged';
    typedDb(db).transaction(() => {
      const saved = posts.save(current?.id, { ...wanted, authorId: null }, SAVED_BY, { sample: wanted.sample });
      if (fields.draft) {
        if (saved.status === 'published') posts.setState(saved.id, { action: 'unpublish' });
      } else posts.setState(saved.id, { action: 'schedule', publishAt: date });
      // A draft keeps the date it was written on for its next export.
      if (fields.draft && !saved.publishAt) posts.dateDraft(saved.id, date);
    });
    return current ? 'updated' : 'created';
  },
};
