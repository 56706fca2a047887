import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PostCover, PostInput, PostLanguage, PostState } from '../../../schemas/blog-post';
import type { Db } from '../../storage/db';
import type { Database } from '../../storage/database';
import { typedDb, type TypedDb, type TypedStatement } from '../../storage/typed-db';
import { SlugTaken } from '../slug-taken';
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

/** The sample posts `takeSamples` deleted, as stored, for `putBackSamples`. */
export interface KeptPosts {
  posts: Row[];
  revisions: Omit<Selectable<Database['content_post_revisions']>, 'id'>[];
  redirects: Selectable<Database['content_post_redirects']>[];
  twins: { id: string; twin_id: string | null }[];
}

/** What a save writes; the author's name is resolved by the caller (a staff account's, or the free name). */
export type PostData = Omit<PostInput, 'slug' | 'authorName'> & { slug?: string; authorName: string };

type Row = Selectable<Database['content_posts']>;

const fromRow = (row: Row): StoredPost => ({
  id: row.id,
  slug: row.slug,
  lang: row.lang,
  twinId: row.twin_id,
  title: row.title,
  summary: row.summary,
  category: row.category as PostInput['category'],
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

/** A post's state at an instant: a published post whose time has not come is scheduled. */
export function postState(post: Pick<StoredPost, 'status' | 'publishAt'>, now: number): PostState {
  if (post.status !== 'published') return post.status;
  return post.publishAt && Date.parse(post.publishAt) > now ? 'scheduled' : 'published';
}

export const isPublic = (post: Pick<StoredPost, 'status' | 'publishAt'>, now: number) =>
  postState(post, now) === 'published';

/** What staff edit of a post: a revision's copy (state is not part of it: restoring never publishes), and the editor's view of it. */
export const editable = (post: StoredPost) =>
  ({
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
  }) satisfies PostData;

export type PublicLookup = { post: StoredPost } | { redirect: StoredPost } | { gone: true } | undefined;

/** Owner of `content_posts`, their revisions and their old addresses. */
export class PostStore {
  private readonly db: TypedDb;
  private readonly byId: TypedStatement<{ id: string }, Row>;
  private readonly atAddress: TypedStatement<{ lang: PostLanguage; slug: string }, Row>;
  private readonly stamps: TypedStatement<object, Pick<StoredPost, 'id' | 'status' | 'publishAt' | 'updatedAt'>>;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
    // What every blog page asks for on each visit, compiled once.
    this.byId = this.db.statement((q, args: { id: string }) =>
      q.selectFrom('content_posts').selectAll().where('id', '=', args.id),
    );
    this.atAddress = this.db.statement((q, args: { lang: PostLanguage; slug: string }) =>
      q.selectFrom('content_posts').selectAll().where('lang', '=', args.lang).where('slug', '=', args.slug),
    );
    this.stamps = this.db.statement((q) =>
      q
        .selectFrom('content_posts')
        .select(['id', 'status', 'publish_at as publishAt', 'updated_at as updatedAt'])
        .orderBy('id'),
    );
  }

  all(): StoredPost[] {
    return this.db
      .all((q) => q.selectFrom('content_posts').selectAll().orderBy('updated_at', 'desc').orderBy('id'))
      .map(fromRow);
  }

  get(id: string): StoredPost | undefined {
    const row = this.byId.first({ id });
    return row && fromRow(row);
  }

  bySlug(lang: PostLanguage, slug: string): StoredPost | undefined {
    const row = this.atAddress.first({ lang, slug });
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
    return this.stamps
      .all({})
      .filter((row) => isPublic(row, now))
      .map((row) => `${row.id}@${row.updatedAt}`)
      .join();
  }

  /** How many posts, in any state, each category holds (by key). */
  countsByCategory(): Map<string, number> {
    const rows = this.db.all((q) =>
      q
        .selectFrom('content_posts')
        .select((e) => ['category', e.fn.countAll<number>().as('posts')])
        .groupBy('category'),
    );
    return new Map(rows.map((row) => [row.category, Number(row.posts)]));
  }

  /** What `/blog/{slug}` (or `/ne/blog/{slug}`) answers. */
  lookup(lang: PostLanguage, slug: string): PublicLookup {
    const now = this.now();
    const post = this.bySlug(lang, slug);
    if (post) return isPublic(post, now) ? { post } : undefined;
    const old = this.db.first((q) =>
      q.selectFrom('content_post_redirects').select('post_id').where('lang', '=', lang).where('slug', '=', slug),
    );
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
      if (holder && holder.id !== id) throw new SlugTaken(slug, holder.title);
      const postId = current?.id ?? id ?? randomBytes(10).toString('hex');
      const values = {
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
        updated_at: at,
      };
      if (current) {
        this.db.run((q) => q.updateTable('content_posts').set(values).where('id', '=', postId));
        if (current.everPublished && (current.slug !== slug || current.lang !== data.lang))
          this.redirect(current.lang, current.slug, postId);
      } else
        this.db.run((q) =>
          q.insertInto('content_posts').values({ id: postId, ...values, sample: extra.sample ? 1 : 0, created_at: at }),
        );
      // The address is this post's now: an old redirect from it would shadow nothing, so it goes.
      this.db.run((q) => q.deleteFrom('content_post_redirects').where('lang', '=', data.lang).where('slug', '=', slug));
      this.linkTwin(postId, current?.twinId ?? null, data.twinId ?? null);
      const saved = this.get(postId)!;
      this.db.run((q) =>
        q
          .insertInto('content_post_revisions')
          .values({ post_id: postId, saved_at: at, saved_by: savedBy, data: JSON.stringify(editable(saved)) }),
      );
      return saved;
    });
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
      const state =
        change.action === 'unpublish'
          ? { status: before.everPublished ? ('unpublished' as const) : ('draft' as const) }
          : { status: 'published' as const, publish_at: publishAt, ever_published: 1 };
      this.db.run((q) =>
        q
          .updateTable('content_posts')
          .set({ ...state, updated_at: at })
          .where('id', '=', id),
      );
      const after = this.get(id)!;
      if (!before.everPublished && after.everPublished) firstPublished?.(after);
      return after;
    });
  }

  /** A shipped sample's own date as its writing and last change (not the seeding's): what feeds and the sitemap show. */
  dateSample(id: string, at: string) {
    this.db.run((q) =>
      q
        .updateTable('content_posts')
        .set({ created_at: at, updated_at: at })
        .where('id', '=', id)
        .where('sample', '=', 1),
    );
  }

  /** An imported draft's own date as its writing (what its next export shows as its date). */
  dateDraft(id: string, at: string) {
    this.db.run((q) => q.updateTable('content_posts').set({ created_at: at }).where('id', '=', id));
  }

  /** Deletes posts; the addresses of those ever published answer 410 from then on. */
  delete(ids: string[]) {
    this.db.transaction(() => {
      for (const id of ids) {
        const post = this.get(id);
        if (!post) continue;
        this.db.run((q) => q.deleteFrom('content_posts').where('id', '=', id));
        this.db.run((q) => q.deleteFrom('content_post_revisions').where('post_id', '=', id));
        this.db.run((q) => q.updateTable('content_posts').set({ twin_id: null }).where('twin_id', '=', id));
        this.db.run((q) => q.updateTable('content_post_redirects').set({ post_id: null }).where('post_id', '=', id));
        if (post.everPublished) this.redirect(post.lang, post.slug, null);
      }
    });
  }

  /**
   * Deletes every sample post as `delete` does, answering what went (rows, revisions, old addresses,
   * the twin links of other posts) for `putBackSamples`.
   */
  takeSamples(): KeptPosts {
    return this.db.transaction(() => {
      const posts = this.db.all((q) =>
        q.selectFrom('content_posts').selectAll().where('sample', '=', 1).orderBy('created_at').orderBy('id'),
      );
      const ids = posts.map((post) => post.id);
      if (!ids.length) return { posts, revisions: [], redirects: [], twins: [] };
      const kept = {
        posts,
        revisions: this.db.all((q) =>
          q
            .selectFrom('content_post_revisions')
            .select(['post_id', 'saved_at', 'saved_by', 'data'])
            .where('post_id', 'in', ids)
            .orderBy('id'),
        ),
        redirects: this.db.all((q) => q.selectFrom('content_post_redirects').selectAll().where('post_id', 'in', ids)),
        twins: this.db.all((q) =>
          q.selectFrom('content_posts').select(['id', 'twin_id']).where('twin_id', 'in', ids).where('sample', '=', 0),
        ),
      };
      this.delete(ids);
      return kept;
    });
  }

  /** Puts back what `takeSamples` took; an address another post took since is a conflict, and nothing changes. */
  putBackSamples(kept: KeptPosts) {
    this.db.transaction(() => {
      for (const post of kept.posts) {
        const holder = this.bySlug(post.lang, post.slug);
        if (holder) throw new SlugTaken(post.slug, holder.title);
        // The 410 its deletion left at its address goes.
        this.db.run((q) =>
          q
            .deleteFrom('content_post_redirects')
            .where('lang', '=', post.lang)
            .where('slug', '=', post.slug)
            .where('post_id', 'is', null),
        );
      }
      for (const post of kept.posts) this.db.run((q) => q.insertInto('content_posts').values(post));
      for (const revision of kept.revisions)
        this.db.run((q) => q.insertInto('content_post_revisions').values(revision));
      for (const { lang, slug, post_id } of kept.redirects)
        this.db.run((q) =>
          q
            .insertInto('content_post_redirects')
            .values({ lang, slug, post_id })
            .onConflict((conflict) => conflict.columns(['lang', 'slug']).doUpdateSet({ post_id })),
        );
      for (const { id, twin_id } of kept.twins)
        this.db.run((q) =>
          q.updateTable('content_posts').set({ twin_id }).where('id', '=', id).where('twin_id', 'is', null),
        );
    });
  }

  revisions(id: string): { id: number; savedAt: string; savedBy: string; title: string }[] {
    return this.db
      .all((q) =>
        q
          .selectFrom('content_post_revisions')
          .select(['id', 'saved_at', 'saved_by', 'data'])
          .where('post_id', '=', id)
          .orderBy('id', 'desc'),
      )
      .map((row) => ({
        id: row.id,
        savedAt: row.saved_at,
        savedBy: row.saved_by,
        title: (JSON.parse(row.data) as PostData).title,
      }));
  }

  /** Saves a revision's content as the post's current content (itself a new revision); the state stays. */
  restore(id: string, revisionId: number, savedBy: string): StoredPost | undefined {
    const row = this.db.first((q) =>
      q.selectFrom('content_post_revisions').select('data').where('post_id', '=', id).where('id', '=', revisionId),
    );
    // The twin link is a relation between posts, not content: it stays as it is now.
    return (
      row && this.save(id, { ...(JSON.parse(row.data) as PostData), twinId: this.get(id)?.twinId ?? null }, savedBy)
    );
  }

  /** An old address of a post: 301 to the post, or 410 once `postId` is null (the post was deleted). */
  private redirect(lang: PostLanguage, slug: string, postId: string | null) {
    this.db.run((q) =>
      q
        .insertInto('content_post_redirects')
        .values({ lang, slug, post_id: postId })
        .onConflict((conflict) =>
          conflict.columns(['lang', 'slug']).doUpdateSet((eb) => ({ post_id: eb.ref('excluded.post_id') })),
        ),
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
    const unlink = (postId: string, twinId: string) =>
      this.db.run((q) =>
        q.updateTable('content_posts').set({ twin_id: null }).where('id', '=', postId).where('twin_id', '=', twinId),
      );
    if (before) unlink(before, id);
    if (after) {
      const twin = this.get(after);
      if (twin?.twinId && twin.twinId !== id) unlink(twin.twinId, after);
      this.db.run((q) => q.updateTable('content_posts').set({ twin_id: id }).where('id', '=', after));
    }
  }
}
