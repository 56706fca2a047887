import { randomBytes } from 'node:crypto';
import type { TestimonialInput } from '../../../schemas/testimonial';
import type { Db } from '../../db';

export interface StoredTestimonial extends TestimonialInput {
  id: string;
  carousel: number | null;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  quote: string;
  quote_ne: string;
  name: string;
  name_ne: string;
  role: string;
  role_ne: string;
  rating: number;
  photo: string | null;
  carousel: number | null;
  sample: number;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: Row): StoredTestimonial => ({
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

/** Owner of `content_testimonials`: each testimonial and its place in the carousel. */
export class TestimonialStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** In the order they were added (the grid's order). */
  all(): StoredTestimonial[] {
    return (this.db.prepare('SELECT * FROM content_testimonials ORDER BY created_at, rowid').all() as Row[]).map(
      fromRow,
    );
  }

  /** The carousel's testimonials in their order. */
  carousel(): StoredTestimonial[] {
    return (
      this.db.prepare('SELECT * FROM content_testimonials WHERE carousel IS NOT NULL ORDER BY carousel').all() as Row[]
    ).map(fromRow);
  }

  get(id: string): StoredTestimonial | undefined {
    const row = this.db.prepare('SELECT * FROM content_testimonials WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  save(
    id: string | undefined,
    data: TestimonialInput,
    extra: { sample?: boolean; at?: string } = {},
  ): StoredTestimonial {
    const at = extra.at ?? new Date(this.now()).toISOString();
    const values = {
      id: id ?? randomBytes(10).toString('hex'),
      quote: data.quote,
      quote_ne: data.quoteNe,
      name: data.name,
      name_ne: data.nameNe,
      role: data.role,
      role_ne: data.roleNe,
      rating: data.rating,
      photo: data.photo ? JSON.stringify(data.photo) : null,
      sample: extra.sample ? 1 : 0,
      at,
    };
    if (id && this.get(id))
      this.db
        .prepare(
          `UPDATE content_testimonials SET quote=@quote, quote_ne=@quote_ne, name=@name, name_ne=@name_ne, role=@role,
           role_ne=@role_ne, rating=@rating, photo=@photo, updated_at=@at${extra.sample === undefined ? '' : ', sample=@sample'}
           WHERE id=@id`,
        )
        .run(values);
    else
      this.db
        .prepare(
          `INSERT INTO content_testimonials (id, quote, quote_ne, name, name_ne, role, role_ne, rating, photo, sample,
           created_at, updated_at) VALUES (@id, @quote, @quote_ne, @name, @name_ne, @role, @role_ne, @rating, @photo,
           @sample, @at, @at)`,
        )
        .run(values);
    return this.get(values.id)!;
  }

  /** Exactly these testimonials in the carousel, in this order (every other one out), in one transaction. */
  setCarousel(ids: string[]) {
    this.db.transaction(() => {
      this.db.prepare('UPDATE content_testimonials SET carousel = NULL WHERE carousel IS NOT NULL').run();
      const place = this.db.prepare('UPDATE content_testimonials SET carousel = ? WHERE id = ?');
      ids.forEach((id, i) => place.run(i, id));
    })();
  }

  delete(ids: string[]) {
    const remove = this.db.prepare('DELETE FROM content_testimonials WHERE id = ?');
    this.db.transaction(() => ids.forEach((id) => remove.run(id)))();
  }
}
