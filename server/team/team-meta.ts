import { teamTable, type TeamMember } from '../../schemas/team-member';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { RecordStore, StoredRecord, TableBackend } from '../tables/record-store';
import { pageRecords } from '../tables/page-records';

export interface TeamEntry extends StoredRecord {
  fields: TeamMember;
  position: number;
  hidden: boolean;
}

/**
 * The Team's order and visibility as the editor sets them, kept beside the records (not as spec
 * fields). A member without a row keeps its imported `order` and is shown.
 */
export class TeamMeta {
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly store: RecordStore,
  ) {
    this.db = typedDb(db);
  }

  private rows() {
    const rows = this.db.all((q) => q.selectFrom('staff_team_meta').selectAll());
    return new Map(rows.map((row) => [row.record_id, row]));
  }

  apply(records: StoredRecord[]): TeamEntry[] {
    const meta = this.rows();
    return records
      .map((record) => {
        const row = meta.get(record.id);
        const fields = record.fields as TeamMember;
        return { ...record, fields, position: row?.position ?? fields.order, hidden: row?.hidden === 1 };
      })
      .sort((a, b) => a.position - b.position);
  }

  all(): TeamEntry[] {
    return this.apply(this.store.list(teamTable, { skip: 0, sort: [] }));
  }

  set(recordId: string, position: number, hidden: boolean) {
    this.db.run((q) =>
      q
        .insertInto('staff_team_meta')
        .values({ record_id: recordId, position, hidden: hidden ? 1 : 0 })
        .onConflict((conflict) =>
          conflict.column('record_id').doUpdateSet((eb) => ({
            position: eb.ref('excluded.position'),
            hidden: eb.ref('excluded.hidden'),
          })),
        ),
    );
  }
}

/**
 * Public Team reads as the editor left them: hidden members left out, `order` the editor's
 * position, then the caller's sort and paging as the table service does them (the Team is small).
 */
export function withTeamMeta(backend: TableBackend, meta: TeamMeta): TableBackend {
  return {
    ...backend,
    async list(table, query, rawQuery) {
      if (table !== teamTable) return backend.list(table, query, rawQuery);
      const shown = meta
        .all()
        .filter((entry) => !entry.hidden)
        .map(({ id, createdTime, fields, position }) => ({ id, createdTime, fields: { ...fields, order: position } }));
      return pageRecords(shown, query);
    },
  };
}
