import { randomBytes } from 'node:crypto';
import type { PostCover, PostInput, PostLanguage, PostState } from '../../../schemas/blog-post';
import type { Db } from '../../db';
import { slugify } from './slugify';

export interface StoredPost {
  id: string;
  slug: string;
  lang: PostLanguage;
  twinId: string | null;
  title: string;
  summary: string;
  category: PostInput['category'];
  authorId: string | null;
  authorName: string;
  cover: PostCover;
  coverAlt: string;
  body: string;
  featured: boolean;
  status: 'draft' | 'published' | 'unpublished';
  publishAt: string | null;
  everPublished: boolean;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a save writes; the author's name is resolved by the caller (a staff account's, or the free name). */
export type PostData = Omit<PostInput, 'slug' | 'authorName'> & { slug?: string; authorName: string };

interface Row {
  id: string;
  slug: string;
  lang: PostLanguage;
  twin_id: string | null;
  title: string;
  summary: string;
  category: PostInput['category'];
  author_id: string | null;
  author_name: string;
  cover: string;
  cover_alt: string;
  body: string;
  featured: number;
  status: StoredPost['status'];
  publish_at: string | null;
  ever_published: number;
  sample: number;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: Row): StoredPost => ({
  id: row.id,
  slug: row.slug,
  lang: row.lang,
  twinId: row.twin_id,
  title: row.title,
  summary: row.summary,
  category: row.category,
  authorId: row.author_id,
  authorName: row.author_name,
  cover: JSON.parse(row.cover) as PostCover,
  coverAlt: row.cover_alt,
  body: row.body,
  featured: row.featured === 1,
  status: row.status,
  publishAt: row.publish_at,
  everPublished: row.ever_published === 1,
  sample: row.sample === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class PostConflict extends Error {}

/** A post's state at an instant: a published post whose time has not come is scheduled. */
export function postState(post: Pick<StoredPost, 'status' | 'publishAt'>, now: number): PostState {
  if (post.status !== 'published') return post.status;
  return post.publishAt && Date.parse(post.publishAt) > now ? 'scheduled' : 'published';
}

export const isPublic = (post: Pick<StoredPost, 'status' | 'publishAt'>, now: number) =>
  postState(post, now) === 'published';

/** The revision's copy of what staff edit (state is not part of it: restoring never publishes). */
const editable = (post: StoredPost): PostData => ({
  title: post.title,
  slug: post.slug,
  lang: post.lang,
  twinId: post.twinId,
  summary: post.summary,
  category: post.category,
  authorId: post.authorId,
  authorName: post.authorName,
  cover: post.cover,
  coverAlt: post.coverAlt,
  body: post.body,
  featured: post.featured,
});

export type PublicLookup = { post: StoredPost } | { redirect: StoredPost } | { gone: true } | undefined;

/** Owner of `content_posts`, their revisions and their old addresses. */
export class PostStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  all(): StoredPost[] {
    return (this.db.prepare('SELECT * FROM content_posts ORDER BY updated_at DESC, id').all() as Row[]).map(fromRow);
  }

  get(id: string): StoredPost | undefined {
    const row = this.db.prepare('SELECT * FROM content_posts WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  bySlug(lang: PostLanguage, slug: string): StoredPost | undefined {
    const row = this.db.prepare('SELECT * FROM content_posts WHERE lang = ? AND slug = ?').get(lang, slug) as
      Row | undefined;
    return row && fromRow(row);
  }

  /**
   * Published posts whose time has come, newest first; twins published at the same moment come in
   * the reader's language first.
   */
  published(readerLang: PostLanguage = 'en'): StoredPost[] {
    const now = this.now();
    return this.all()
      .filter((post) => isPublic(post, now))
      .sort(
        (a, b) =>
          (b.publishAt ?? '').localeCompare(a.publishAt ?? '') ||
          Number(b.lang === readerLang) - Number(a.lang === readerLang) ||
          a.id.localeCompare(b.id),
      );
  }

  /**
   * The published posts' ids and update times, read without their bodies: what every blog page's
   * version is made of (a save and each change of state set `updatedAt`), asked for on every visit.
   */
  publishedStamps(): string {
    const now = this.now();
    const rows = this.db
      .prepare('SELECT id, status, publish_at AS publishAt, updated_at AS updatedAt FROM content_posts ORDER BY id')
      .all() as Pick<StoredPost, 'id' | 'status' | 'publishAt' | 'updatedAt'>[];
    return rows
      .filter((row) => isPublic(row, now))
      .map((row) => `${row.id}@${row.updatedAt}`)
      .join();
  }

  /** What `/blog/{slug}` (or `/ne/blog/{slug}`) answers. */
  lookup(lang: PostLanguage, slug: string): PublicLookup {
    const now = this.now();
    const post = this.bySlug(lang, slug);
    if (post) return isPublic(post, now) ? { post } : undefined;
    const old = this.db
      .prepare('SELECT post_id FROM content_post_redirects WHERE lang = ? AND slug = ?')
      .get(lang, slug) as { post_id: string | null } | undefined;
    if (!old) return undefined;
    if (old.post_id === null) return { gone: true };
    const moved = this.get(old.post_id);
    return moved && isPublic(moved, now) ? { redirect: moved } : undefined;
  }

  /** Creates (no id) or updates a post and keeps a revision of the save; a taken slug is a conflict. */
  save(id: string | undefined, data: PostData, savedBy: string, extra: { sample?: boolean } = {}): StoredPost {
    return this.db.transaction(() => {
      const at = new Date(this.now()).toISOString();
      const current = id ? this.get(id) : undefined;
      const slug =
        data.slug ??
        (current && current.title === data.title ? current.slug : this.freeSlug(data.lang, slugify(data.title), id));
      const holder = this.bySlug(data.lang, slug);
      if (holder && holder.id !== id) throw new PostConflict(`The address “${slug}” is taken by “${holder.title}”`);
      const postId = current?.id ?? id ?? randomBytes(10).toString('hex');
      const values = {
        id: postId,
        slug,
        lang: data.lang,
        twin_id: data.twinId ?? null,
        title: data.title,
        summary: data.summary,
        category: data.category,
        author_id: data.authorId ?? null,
        author_name: data.authorName,
        cover: JSON.stringify(data.cover),
        cover_alt: data.coverAlt,
        body: data.body,
        featured: data.featured ? 1 : 0,
        at,
        sample: extra.sample ? 1 : 0,
      };
      if (current) {
        this.db
          .prepare(
            `UPDATE content_posts SET slug=@slug, lang=@lang, twin_id=@twin_id, title=@title, summary=@summary,
             category=@category, author_id=@author_id, author_name=@author_name, cover=@cover, cover_alt=@cover_alt,
             body=@body, featured=@featured, updated_at=@at WHERE id=@id`,
          )
          .run(values);
        if (current.everPublished && (current.slug !== slug || current.lang !== data.lang))
          this.db
            .prepare('INSERT OR REPLACE INTO content_post_redirects (lang, slug, post_id) VALUES (?, ?, ?)')
            .run(current.lang, current.slug, postId);
      } else
        this.db
          .prepare(
            `INSERT INTO content_posts (id, slug, lang, twin_id, title, summary, category, author_id, author_name, cover,
             cover_alt, body, featured, sample, created_at, updated_at) VALUES (@id, @slug, @lang, @twin_id, @title,
             @summary, @category, @author_id, @author_name, @cover, @cover_alt, @body, @featured, @sample, @at, @at)`,
          )
          .run(values);
      // The address is this post's now: an old redirect from it would shadow nothing, so it goes.
      this.db.prepare('DELETE FROM content_post_redirects WHERE lang = ? AND slug = ?').run(data.lang, slug);
      this.linkTwin(postId, current?.twinId ?? null, data.twinId ?? null);
      const saved = this.get(postId)!;
      this.db
        .prepare('INSERT INTO content_post_revisions (post_id, saved_at, saved_by, data) VALUES (?, ?, ?, ?)')
        .run(postId, at, savedBy, JSON.stringify(editable(saved)));
      return saved;
    })();
  }

  /**
   * Publish now, schedule (a published post shown from `publishAt`), or unpublish. `firstPublished`
   * is called, in the same transaction, when a post is published or scheduled for the first time.
   */
  setState(
    id: string,
    change: { action: 'publish' } | { action: 'schedule'; publishAt: string } | { action: 'unpublish' },
    firstPublished?: (post: StoredPost) => void,
  ) {
    const at = new Date(this.now()).toISOString();
    const publishAt = change.action === 'schedule' ? new Date(change.publishAt).toISOString() : at;
    return this.db.transaction(() => {
      const before = this.get(id);
      if (!before) return undefined;
      if (change.action === 'unpublish')
        this.db
          .prepare(
            "UPDATE content_posts SET status = CASE WHEN ever_published = 1 THEN 'unpublished' ELSE 'draft' END, updated_at = ? WHERE id = ?",
          )
          .run(at, id);
      else
        this.db
          .prepare(
            "UPDATE content_posts SET status = 'published', publish_at = ?, ever_published = 1, updated_at = ? WHERE id = ?",
          )
          .run(publishAt, at, id);
      const after = this.get(id)!;
      if (!before.everPublished && after.everPublished) firstPublished?.(after);
      return after;
    })();
  }

  /** A shipped sample's own date as its writing and last change (not the seeding's): what feeds and the sitemap show. */
  dateSample(id: string, at: string) {
    this.db
      .prepare('UPDATE content_posts SET created_at = ?, updated_at = ? WHERE id = ? AND sample = 1')
      .run(at, at, id);
  }

  /** Deletes posts; the addresses of those ever published answer 410 from then on. */
  delete(ids: string[]) {
    this.db.transaction(() => {
      for (const id of ids) {
        const post = this.get(id);
        if (!post) continue;
        this.db.prepare('DELETE FROM content_posts WHERE id = ?').run(id);
        this.db.prepare('DELETE FROM content_post_revisions WHERE post_id = ?').run(id);
        this.db.prepare('UPDATE content_posts SET twin_id = NULL WHERE twin_id = ?').run(id);
        this.db.prepare('UPDATE content_post_redirects SET post_id = NULL WHERE post_id = ?').run(id);
        if (post.everPublished)
          this.db
            .prepare('INSERT OR REPLACE INTO content_post_redirects (lang, slug, post_id) VALUES (?, ?, NULL)')
            .run(post.lang, post.slug);
      }
    })();
  }

  revisions(id: string): { id: number; savedAt: string; savedBy: string; title: string }[] {
    return (
      this.db
        .prepare('SELECT id, saved_at, saved_by, data FROM content_post_revisions WHERE post_id = ? ORDER BY id DESC')
        .all(id) as { id: number; saved_at: string; saved_by: string; data: string }[]
    ).map((row) => ({
      id: row.id,
      savedAt: row.saved_at,
      savedBy: row.saved_by,
      title: (JSON.parse(row.data) as PostData).title,
    }));
  }

  /** Saves a revision's content as the post's current content (itself a new revision); the state stays. */
  restore(id: string, revisionId: number, savedBy: string): StoredPost | undefined {
    const row = this.db
      .prepare('SELECT data FROM content_post_revisions WHERE post_id = ? AND id = ?')
      .get(id, revisionId) as { data: string } | undefined;
    // The twin link is a relation between posts, not content: it stays as it is now.
    return (
      row && this.save(id, { ...(JSON.parse(row.data) as PostData), twinId: this.get(id)?.twinId ?? null }, savedBy)
    );
  }

  private freeSlug(lang: PostLanguage, base: string, id: string | undefined): string {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const holder = this.bySlug(lang, slug);
      if (!holder || holder.id === id) return slug;
    }
  }

  /** Twins point at each other: linking one unlinks its old twin and the new twin's old twin. */
  private linkTwin(id: string, before: string | null, after: string | null) {
    if (before === after) return;
    const unlink = this.db.prepare('UPDATE content_posts SET twin_id = NULL WHERE id = ? AND twin_id = ?');
    if (before) unlink.run(before, id);
    if (after) {
      const twin = this.get(after);
      if (twin?.twinId && twin.twinId !== id) unlink.run(twin.twinId, after);
      this.db.prepare('UPDATE content_posts SET twin_id = ? WHERE id = ?').run(id, after);
    }
  }
}
