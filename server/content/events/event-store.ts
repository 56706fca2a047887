import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { EventInput, EventPhoto, EventState } from '../../../schemas/gallery-event';
import type { Db } from '../../storage/db';
import type { Database } from '../../storage/database';
import { typedDb, type TypedDb } from '../../storage/typed-db';
import { SlugTaken } from '../slug-taken';
import { slugify } from '../posts/slugify';

export interface StoredEvent extends EventInput {
  id: string;
  slug: string;
  state: EventState;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

export type EventRow = Selectable<Database['content_events']>;
type Row = EventRow;

const fromRow = (row: Row): StoredEvent => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  titleNe: row.title_ne,
  date: row.date,
  place: row.place,
  placeNe: row.place_ne,
  listing: row.listing,
  featured: row.featured === 1,
  description: row.description,
  descriptionNe: row.description_ne,
  photos: JSON.parse(row.photos) as EventPhoto[],
  cover: row.cover,
  state: row.status,
  sample: row.sample === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Owner of `content_events`: each event with its album. */
export class EventStore {
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
  }

  /** Newest event first. */
  all(): StoredEvent[] {
    return this.db
      .all((q) =>
        q.selectFrom('content_events').selectAll().orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id'),
      )
      .map(fromRow);
  }

  published(): StoredEvent[] {
    return this.all().filter((event) => event.state === 'published');
  }

  get(id: string): StoredEvent | undefined {
    const row = this.db.first((q) => q.selectFrom('content_events').selectAll().where('id', '=', id));
    return row && fromRow(row);
  }

  bySlug(slug: string): StoredEvent | undefined {
    const row = this.db.first((q) => q.selectFrom('content_events').selectAll().where('slug', '=', slug));
    return row && fromRow(row);
  }

  /** Creates (no id) or updates an event, album and order included, in one write; a taken slug is a conflict. */
  save(id: string | undefined, data: EventInput, extra: { sample?: boolean; state?: EventState } = {}): StoredEvent {
    return this.db.transaction(() => {
      const at = new Date(this.now()).toISOString();
      const current = id ? this.get(id) : undefined;
      const slug =
        data.slug ?? (current && current.title === data.title ? current.slug : this.freeSlug(slugify(data.title), id));
      const holder = this.bySlug(slug);
      if (holder && holder.id !== id) throw new SlugTaken(slug, holder.title);
      const values = {
        slug,
        title: data.title,
        title_ne: data.titleNe,
        date: data.date,
        place: data.place,
        place_ne: data.placeNe,
        listing: data.listing,
        featured: data.featured ? 1 : 0,
        description: data.description,
        description_ne: data.descriptionNe,
        // An empty Nepali alt text is no alt text (an import and the editor then store the same).
        photos: JSON.stringify(data.photos.map(({ altNe, ...photo }) => (altNe ? { ...photo, altNe } : photo))),
        cover: Math.min(data.cover, Math.max(0, data.photos.length - 1)),
        status: extra.state ?? current?.state ?? 'draft',
        sample: (extra.sample ?? current?.sample) ? 1 : 0,
        updated_at: at,
      };
      if (data.featured)
        this.db.run((q) => q.updateTable('content_events').set({ featured: 0 }).where('featured', '=', 1));
      const eventId = current?.id ?? id ?? randomBytes(10).toString('hex');
      if (current) this.db.run((q) => q.updateTable('content_events').set(values).where('id', '=', eventId));
      else this.db.run((q) => q.insertInto('content_events').values({ id: eventId, ...values, created_at: at }));
      return this.get(eventId)!;
    });
  }

  setState(id: string, state: EventState): StoredEvent | undefined {
    const { changes } = this.db.run((q) =>
      q
        .updateTable('content_events')
        .set({ status: state, updated_at: new Date(this.now()).toISOString() })
        .where('id', '=', id),
    );
    return changes > 0 ? this.get(id) : undefined;
  }

  delete(ids: string[]) {
    if (ids.length) this.db.run((q) => q.deleteFrom('content_events').where('id', 'in', ids));
  }

  /** Deletes every sample event, answering them as stored for `putBackSamples`. */
  takeSamples(): Row[] {
    return this.db.transaction(() => {
      const rows = this.db.all((q) => q.selectFrom('content_events').selectAll().where('sample', '=', 1).orderBy('id'));
      this.delete(rows.map((row) => row.id));
      return rows;
    });
  }

  /**
   * Puts back what `takeSamples` took; an address another event took since is a conflict, and
   * nothing changes. A sample featured before stays so only while no other event is.
   */
  putBackSamples(rows: Row[]) {
    this.db.transaction(() => {
      const featured = this.all().some((event) => event.featured);
      for (const row of rows) {
        const holder = this.bySlug(row.slug);
        if (holder) throw new SlugTaken(row.slug, holder.title);
        this.db.run((q) => q.insertInto('content_events').values(featured ? { ...row, featured: 0 } : row));
      }
    });
  }

  private freeSlug(base: string, id: string | undefined): string {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const holder = this.bySlug(slug);
      if (!holder || holder.id === id) return slug;
    }
  }
}
