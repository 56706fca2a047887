import { randomBytes } from 'node:crypto';
import type { EventInput, EventPhoto, EventState } from '../../../schemas/gallery-event';
import type { Db } from '../../db';
import { slugify } from '../posts/slugify';

export interface StoredEvent extends EventInput {
  id: string;
  slug: string;
  state: EventState;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  slug: string;
  title: string;
  title_ne: string;
  date: string;
  place: string;
  place_ne: string;
  listing: EventInput['listing'];
  featured: number;
  description: string;
  description_ne: string;
  photos: string;
  cover: number;
  status: EventState;
  sample: number;
  created_at: string;
  updated_at: string;
}

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

export class EventConflict extends Error {}

/** Owner of `content_events`: each event with its album. */
export class EventStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Newest event first. */
  all(): StoredEvent[] {
    return (this.db.prepare('SELECT * FROM content_events ORDER BY date DESC, created_at DESC, id').all() as Row[]).map(
      fromRow,
    );
  }

  published(): StoredEvent[] {
    return this.all().filter((event) => event.state === 'published');
  }

  get(id: string): StoredEvent | undefined {
    const row = this.db.prepare('SELECT * FROM content_events WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  bySlug(slug: string): StoredEvent | undefined {
    const row = this.db.prepare('SELECT * FROM content_events WHERE slug = ?').get(slug) as Row | undefined;
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
      if (holder && holder.id !== id) throw new EventConflict(`The address “${slug}” is taken by “${holder.title}”`);
      const values = {
        id: current?.id ?? id ?? randomBytes(10).toString('hex'),
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
        at,
      };
      if (data.featured) this.db.prepare('UPDATE content_events SET featured = 0 WHERE featured = 1').run();
      if (current)
        this.db
          .prepare(
            `UPDATE content_events SET slug=@slug, title=@title, title_ne=@title_ne, date=@date, place=@place,
             place_ne=@place_ne, listing=@listing, featured=@featured, description=@description, description_ne=@description_ne, photos=@photos, cover=@cover, status=@status,
             sample=@sample, updated_at=@at WHERE id=@id`,
          )
          .run(values);
      else
        this.db
          .prepare(
            `INSERT INTO content_events (id, slug, title, title_ne, date, place, place_ne, listing, featured,
             description, description_ne, photos, cover, status, sample, created_at, updated_at) VALUES (@id, @slug,
             @title, @title_ne, @date, @place, @place_ne, @listing, @featured, @description, @description_ne, @photos, @cover, @status, @sample, @at, @at)`,
          )
          .run(values);
      return this.get(values.id)!;
    })();
  }

  setState(id: string, state: EventState): StoredEvent | undefined {
    const result = this.db
      .prepare('UPDATE content_events SET status = ?, updated_at = ? WHERE id = ?')
      .run(state, new Date(this.now()).toISOString(), id);
    return result.changes > 0 ? this.get(id) : undefined;
  }

  delete(ids: string[]) {
    const remove = this.db.prepare('DELETE FROM content_events WHERE id = ?');
    this.db.transaction(() => ids.forEach((id) => remove.run(id)))();
  }

  private freeSlug(base: string, id: string | undefined): string {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const holder = this.bySlug(slug);
      if (!holder || holder.id === id) return slug;
    }
  }
}
