import type { Db } from '../db';
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

interface Row {
  id: number;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  tbl: string | null;
  record_id: string | null;
  detail: string | null;
}

/** Who did what to which record, when; the actor's name is kept as it was, so a removed account still reads. */
export class AuditLog {
  private readonly insertRow;
  private readonly page;
  private readonly recordLines;

  constructor(db: Db) {
    this.insertRow = db.prepare(
      'INSERT INTO staff_audit (at, actor_id, actor_name, action, tbl, record_id, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.page = db.prepare('SELECT * FROM staff_audit WHERE id < ? ORDER BY id DESC LIMIT ?');
    this.recordLines = db.prepare(
      'SELECT at, actor_name AS actor, action, detail FROM staff_audit WHERE record_id = ? ORDER BY id',
    );
  }

  write(actor: Actor | null, event: AuditEvent) {
    this.insertRow.run(
      new Date().toISOString(),
      actor?.id ?? null,
      actor?.name ?? null,
      event.action,
      event.table ?? null,
      event.recordId ?? null,
      event.detail ?? null,
    );
  }

  /** The lines about one record, oldest first (a person's data export). */
  aboutRecord(recordId: string): { at: string; actor: string | null; action: string; detail: string | null }[] {
    return this.recordLines.all(recordId) as {
      at: string;
      actor: string | null;
      action: string;
      detail: string | null;
    }[];
  }

  list(before: number, limit: number): { items: AuditEntry[]; nextCursor: string | null } {
    const rows = this.page.all(before, limit + 1) as Row[];
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
