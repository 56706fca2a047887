import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CareerOpeningInput, CareerOpeningView } from '../../../schemas/career-opening';
import type { Db } from '../../storage/db';
import type { Database } from '../../storage/database';
import { typedDb, type TypedDb } from '../../storage/typed-db';

const fromRow = (row: Selectable<Database['content_career_openings']>): CareerOpeningView => ({
  id: row.id,
  title: row.title,
  titleNe: row.title_ne,
  description: row.description,
  descriptionNe: row.description_ne,
  type: row.type as CareerOpeningView['type'],
  location: row.location,
  closesOn: row.closes_on,
  open: row.open === 1,
  position: row.position,
  updatedAt: row.updated_at,
});

const columns = (data: CareerOpeningInput) => ({
  title: data.title,
  title_ne: data.titleNe,
  description: data.description,
  description_ne: data.descriptionNe,
  type: data.type,
  location: data.location,
  closes_on: data.closesOn,
  open: data.open ? 1 : 0,
});

/** Owner of `content_career_openings`: the jobs staff list on /career, in their order. */
export class OpeningStore {
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
  }

  /** Every opening, open or closed, in staff's order. */
  all(): CareerOpeningView[] {
    return this.db
      .all((q) => q.selectFrom('content_career_openings').selectAll().orderBy('position').orderBy('created_at'))
      .map(fromRow);
  }

  /** The openings /career shows on `today` (a Nepal date): open, and not past their closing date. */
  shown(today: string): CareerOpeningView[] {
    return this.all().filter((item) => item.open && (item.closesOn === null || item.closesOn >= today));
  }

  get(id: string): CareerOpeningView | undefined {
    const row = this.db.first((q) => q.selectFrom('content_career_openings').selectAll().where('id', '=', id));
    return row && fromRow(row);
  }

  /** Creates an opening (at the end of the list) or updates one, keeping its place. */
  save(id: string | undefined, data: CareerOpeningInput): CareerOpeningView {
    const at = new Date(this.now()).toISOString();
    return this.db.transaction(() => {
      if (id) {
        this.db.run((q) =>
          q
            .updateTable('content_career_openings')
            .set({ ...columns(data), updated_at: at })
            .where('id', '=', id),
        );
        return this.get(id)!;
      }
      const newId = randomBytes(10).toString('hex');
      const last = this.db.first((q) =>
        q.selectFrom('content_career_openings').select((e) => e.fn.max('position').as('last')),
      );
      const position = (last?.last ?? -1) + 1;
      this.db.run((q) =>
        q
          .insertInto('content_career_openings')
          .values({ id: newId, ...columns(data), position, created_at: at, updated_at: at }),
      );
      return this.get(newId)!;
    });
  }

  /** Writes an opening under its own id at `position` (an import): created when new, else updated and moved. */
  put(id: string, data: CareerOpeningInput, position: number): CareerOpeningView {
    const at = new Date(this.now()).toISOString();
    this.db.run((q) =>
      q
        .insertInto('content_career_openings')
        .values({ id, ...columns(data), position, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...columns(data), position, updated_at: at })),
    );
    return this.get(id)!;
  }

  /** The list in this order (`ids` every opening's id once), in one transaction. */
  setOrder(ids: string[]) {
    this.db.transaction(() =>
      ids.forEach((id, position) =>
        this.db.run((q) => q.updateTable('content_career_openings').set({ position }).where('id', '=', id)),
      ),
    );
  }

  delete(ids: string[]) {
    if (ids.length) this.db.run((q) => q.deleteFrom('content_career_openings').where('id', 'in', ids));
  }
}
