import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { AuditEntry } from '../../schemas/staff-api';

export interface Actor {
  id: string | null;
  name: string;
}

export interface AuditEvent {
  action: string;
  table?: string | null;
  recordId?: string | null;
  detail?: string | null;
}

/** Who did what to which record, when; the actor's name is kept as it was, so a removed account still reads. */
export class AuditLog {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  write(actor: Actor | null, event: AuditEvent) {
    this.db.run((q) =>
      q.insertInto('staff_audit').values({
        at: new Date().toISOString(),
        actor_id: actor?.id ?? null,
        actor_name: actor?.name ?? null,
        action: event.action,
        tbl: event.table ?? null,
        record_id: event.recordId ?? null,
        detail: event.detail ?? null,
      }),
    );
  }

  /** The lines about one record, oldest first (a person's data export). */
  aboutRecord(recordId: string): { at: string; actor: string | null; action: string; detail: string | null }[] {
    return this.db.all((q) =>
      q
        .selectFrom('staff_audit')
        .select(['at', 'actor_name as actor', 'action', 'detail'])
        .where('record_id', '=', recordId)
        .orderBy('id'),
    );
  }

  /** The records with a line written at or after `since` (ISO): changed since then, as retention counts changes. */
  recordsNamedSince(since: string): Set<string> {
    const rows = this.db.all((q) =>
      q
        .selectFrom('staff_audit')
        .select('record_id')
        .distinct()
        .where('at', '>=', since)
        .where('record_id', 'is not', null),
    );
    return new Set(rows.map((row) => row.record_id!));
  }

  list(before: number, limit: number): { items: AuditEntry[]; nextCursor: string | null } {
    const rows = this.db.all((q) =>
      q
        .selectFrom('staff_audit')
        .selectAll()
        .where('id', '<', before)
        .orderBy('id', 'desc')
        .limit(limit + 1),
    );
    const items = rows.slice(0, limit).map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_name === null ? null : { id: row.actor_id ?? '', name: row.actor_name },
      action: row.action,
      table: row.tbl,
      recordId: row.record_id,
      detail: row.detail,
    }));
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1].id) : null };
  }
}
