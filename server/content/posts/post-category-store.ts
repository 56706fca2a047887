import {
  MAX_POST_CATEGORIES,
  type PostCategoryInput,
  type PostCategoryMove,
  type PublicPostCategory,
} from '../../../schemas/blog-category';
import type { PostLanguage } from '../../../schemas/blog-post';
import { StaffApiError } from '../../staff/staff-api-error';
import type { Db } from '../../storage/db';
import { typedDb, type TypedDb, type TypedStatement } from '../../storage/typed-db';
import { slugify } from './slugify';

export interface StoredPostCategory {
  /** What posts store: the built-in five's English names, a new one's slug of its first English name. */
  key: string;
  name: string;
  nameNe: string;
}

const conflict = (message: string) => new StaffApiError(409, 'CONFLICT', message);
const lock = 'content_post_categories';

/**
 * Owner of `content_post_categories`: the blog's categories in their order. Every blog page asks
 * for them, so the read is compiled once; each write runs with the write that audits it, in one
 * transaction, after checking (under the table's lock, for gateways sharing a PostgreSQL) that no
 * two categories would share a name.
 */
export class PostCategoryStore {
  private readonly db: TypedDb;
  private readonly ordered: TypedStatement<object, StoredPostCategory & { position: number }>;

  constructor(db: Db) {
    this.db = typedDb(db);
    this.ordered = this.db.statement((q) =>
      q
        .selectFrom('content_post_categories')
        .select(['key', 'name', 'name_ne as nameNe', 'position'])
        .orderBy('position')
        .orderBy('key'),
    );
  }

  all(): StoredPostCategory[] {
    return this.ordered.all({}).map(({ key, name, nameNe }) => ({ key, name, nameNe }));
  }

  get(key: string): StoredPostCategory | undefined {
    return this.all().find((category) => category.key === key);
  }

  /** The categories as a page in `lang` names them, in their order. */
  shown(lang: PostLanguage): PublicPostCategory[] {
    return this.all().map(({ key, name, nameNe }) => ({ key, name: lang === 'ne' ? nameNe : name }));
  }

  /** Adds `categories` with their own keys after the others (the built-in ones, seeded once). */
  seed(categories: StoredPostCategory[]) {
    for (const category of categories) this.insertLast(category);
  }

  add(input: PostCategoryInput, alongside: (category: StoredPostCategory) => void): StoredPostCategory {
    return this.write(() => {
      const all = this.ordered.all({});
      if (all.length >= MAX_POST_CATEGORIES)
        throw conflict(`At most ${MAX_POST_CATEGORIES} categories: delete one first`);
      this.refuseTakenNames(all, input);
      const base = slugify(input.name);
      const taken = new Set(all.map((category) => category.key.toLowerCase()));
      let key = base;
      for (let n = 2; taken.has(key.toLowerCase()); n++) key = `${base}-${n}`;
      const category = { key, ...input };
      this.insertLast(category);
      alongside(category);
      return category;
    });
  }

  /** New names for `key`'s category; its posts keep it (they store the key). Undefined: no such category. */
  rename(
    key: string,
    input: PostCategoryInput,
    alongside: (category: StoredPostCategory) => void,
  ): StoredPostCategory | undefined {
    return this.write(() => {
      const all = this.all();
      if (!all.some((category) => category.key === key)) return undefined;
      this.refuseTakenNames(
        all.filter((category) => category.key !== key),
        input,
      );
      this.db.run((q) =>
        q
          .updateTable('content_post_categories')
          .set({ name: input.name, name_ne: input.nameNe })
          .where('key', '=', key),
      );
      const category = { key, ...input };
      alongside(category);
      return category;
    });
  }

  /** One place up or down; the first cannot go up nor the last down (nothing changes). */
  move(key: string, { direction }: PostCategoryMove, alongside: (category: StoredPostCategory) => void) {
    return this.write(() => {
      const rows = this.ordered.all({});
      const index = rows.findIndex((row) => row.key === key);
      if (index < 0) return undefined;
      const { position: mine, ...category } = rows[index];
      const other = rows[direction === 'up' ? index - 1 : index + 1];
      if (!other) return category;
      // One statement: the two trade places together.
      this.db.run((q) =>
        q
          .updateTable('content_post_categories')
          .set((e) => ({
            position: e.case().when('key', '=', key).then(Number(other.position)).else(Number(mine)).end(),
          }))
          .where('key', 'in', [key, other.key]),
      );
      alongside(category);
      return category;
    });
  }

  /**
   * Deletes `key`'s category unless `postsIn` (asked inside the transaction, under the lock) counts
   * posts in it: then nothing changes and the refusal says how many. Undefined: no such category.
   */
  delete(key: string, postsIn: (key: string) => number, alongside: (category: StoredPostCategory) => void) {
    return this.write(() => {
      const category = this.get(key);
      if (!category) return undefined;
      const posts = postsIn(key);
      if (posts > 0)
        throw conflict(
          `“${category.name}” is the category of ${posts} ${posts === 1 ? 'post' : 'posts'}: give ${posts === 1 ? 'it' : 'them'} another category first, then delete it`,
        );
      this.db.run((q) => q.deleteFrom('content_post_categories').where('key', '=', key));
      alongside(category);
      return category;
    });
  }

  private insertLast({ key, name, nameNe }: StoredPostCategory) {
    const last = Math.max(0, ...this.ordered.all({}).map((category) => Number(category.position)));
    this.db.run((q) =>
      q.insertInto('content_post_categories').values({ key, name, name_ne: nameNe, position: last + 1 }),
    );
  }

  private write<T>(work: () => T): T {
    return this.db.transaction(
      () => {
        this.db.lockFor(lock);
        return work();
      },
      { immediate: true },
    );
  }

  private refuseTakenNames(others: StoredPostCategory[], input: PostCategoryInput) {
    const english = others.find((category) => category.name.toLowerCase() === input.name.toLowerCase());
    if (english) throw conflict(`There is already a category named “${english.name}”`);
    const nepali = others.find((category) => category.nameNe === input.nameNe);
    if (nepali) throw conflict(`There is already a category named “${nepali.nameNe}” in Nepali`);
  }
}
