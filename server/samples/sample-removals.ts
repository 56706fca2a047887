import { randomBytes } from 'node:crypto';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';

/** One "Remove all sample content": when, by whom, and each kind's removed items as their owner answered them. */
export interface SampleRemoval {
  id: string;
  removedAt: string;
  removedBy: string | null;
  kept: Record<string, unknown>;
}

/** Owner of `sample_removals`: what each removal of the samples took, until it is undone or expires. */
export class SampleRemovals {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  add(removal: Omit<SampleRemoval, 'id'>) {
    this.db.run((q) =>
      q.insertInto('sample_removals').values({
        id: randomBytes(10).toString('hex'),
        removed_at: removal.removedAt,
        removed_by: removal.removedBy,
        kept: JSON.stringify(removal.kept),
      }),
    );
  }

  /** Every removal kept, newest first. */
  all(): SampleRemoval[] {
    return this.db
      .all((q) => q.selectFrom('sample_removals').selectAll().orderBy('removed_at', 'desc').orderBy('id'))
      .map((row) => ({
        id: row.id,
        removedAt: row.removed_at,
        removedBy: row.removed_by,
        kept: JSON.parse(row.kept) as Record<string, unknown>,
      }));
  }

  delete(id: string) {
    this.db.run((q) => q.deleteFrom('sample_removals').where('id', '=', id));
  }
}
