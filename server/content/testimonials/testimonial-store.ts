import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { TestimonialInput } from '../../../schemas/testimonial';
import type { Db } from '../../storage/db';
import type { Database } from '../../storage/database';
import { typedDb, type TypedDb } from '../../storage/typed-db';

export interface StoredTestimonial extends TestimonialInput {
  id: string;
  carousel: number | null;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

export type TestimonialRow = Selectable<Database['content_testimonials']>;

const fromRow = (row: TestimonialRow): StoredTestimonial => ({
  id: row.id,
  quote: row.quote,
  quoteNe: row.quote_ne,
  name: row.name,
  nameNe: row.name_ne,
  role: row.role,
  roleNe: row.role_ne,
  rating: row.rating,
  photo: row.photo ? (JSON.parse(row.photo) as TestimonialInput['photo']) : null,
  carousel: row.carousel,
  sample: row.sample === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Every column but PostgreSQL's `rowid` (see `addedOrder`), which a row put back gets anew. */
const storedColumns = [
  'id',
  'quote',
  'quote_ne',
  'name',
  'name_ne',
  'role',
  'role_ne',
  'rating',
  'photo',
  'carousel',
  'sample',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof TestimonialRow)[];

/** The order rows were added in. SQLite only (`rowid`): a second engine answers this here. */
const addedOrder = sql`rowid`;

/** Owner of `content_testimonials`: each testimonial and its place in the carousel. */
export class TestimonialStore {
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
  }

  /** In the order they were added (the grid's order). */
  all(): StoredTestimonial[] {
    return this.db
      .all((q) => q.selectFrom('content_testimonials').selectAll().orderBy('created_at').orderBy(addedOrder))
      .map(fromRow);
  }

  /** The carousel's testimonials in their order. */
  carousel(): StoredTestimonial[] {
    return this.db
      .all((q) =>
        q.selectFrom('content_testimonials').selectAll().where('carousel', 'is not', null).orderBy('carousel'),
      )
      .map(fromRow);
  }

  get(id: string): StoredTestimonial | undefined {
    const row = this.db.first((q) => q.selectFrom('content_testimonials').selectAll().where('id', '=', id));
    return row && fromRow(row);
  }

  /**
   * Creates or updates a testimonial (`sample` left out keeps an update's mark). With `carousel`
   * (an import's), it takes that place or, null, leaves the carousel; whoever held the place leaves it.
   */
  save(
    id: string | undefined,
    data: TestimonialInput,
    extra: { sample?: boolean; at?: string; carousel?: number | null } = {},
  ): StoredTestimonial {
    const at = extra.at ?? new Date(this.now()).toISOString();
    const testimonialId = id ?? randomBytes(10).toString('hex');
    const values = {
      quote: data.quote,
      quote_ne: data.quoteNe,
      name: data.name,
      name_ne: data.nameNe,
      role: data.role,
      role_ne: data.roleNe,
      rating: data.rating,
      photo: data.photo ? JSON.stringify(data.photo) : null,
      updated_at: at,
    };
    const sample = extra.sample ? 1 : 0;
    return this.db.transaction(() => {
      if (id && this.get(id))
        this.db.run((q) =>
          q
            .updateTable('content_testimonials')
            .set(extra.sample === undefined ? values : { ...values, sample })
            .where('id', '=', id),
        );
      else
        this.db.run((q) =>
          q.insertInto('content_testimonials').values({ id: testimonialId, ...values, sample, created_at: at }),
        );
      if (extra.carousel !== undefined) this.place(testimonialId, extra.carousel);
      return this.get(testimonialId)!;
    });
  }

  private place(id: string, carousel: number | null) {
    if (carousel !== null)
      this.db.run((q) =>
        q.updateTable('content_testimonials').set({ carousel: null }).where('carousel', '=', carousel),
      );
    this.db.run((q) => q.updateTable('content_testimonials').set({ carousel }).where('id', '=', id));
  }

  /** Exactly these testimonials in the carousel, in this order (every other one out), in one transaction. */
  setCarousel(ids: string[]) {
    this.db.transaction(() => {
      this.db.run((q) =>
        q.updateTable('content_testimonials').set({ carousel: null }).where('carousel', 'is not', null),
      );
      ids.forEach((id, i) =>
        this.db.run((q) => q.updateTable('content_testimonials').set({ carousel: i }).where('id', '=', id)),
      );
    });
  }

  /** Deletes every sample testimonial, answering them as stored (in the order added) for `putBackSamples`. */
  takeSamples(): TestimonialRow[] {
    return this.db.transaction(() => {
      const rows = this.db.all((q) =>
        q
          .selectFrom('content_testimonials')
          .select(storedColumns)
          .where('sample', '=', 1)
          .orderBy('created_at')
          .orderBy(addedOrder),
      );
      this.delete(rows.map((row) => row.id));
      return rows;
    });
  }

  /** Puts back what `takeSamples` took; a carousel place another testimonial took since stays its. */
  putBackSamples(rows: TestimonialRow[]) {
    this.db.transaction(() => {
      const taken = new Set(this.carousel().map((item) => item.carousel));
      for (const row of rows)
        this.db.run((q) =>
          q.insertInto('content_testimonials').values(taken.has(row.carousel) ? { ...row, carousel: null } : row),
        );
    });
  }

  delete(ids: string[]) {
    if (ids.length) this.db.run((q) => q.deleteFrom('content_testimonials').where('id', 'in', ids));
  }
}
