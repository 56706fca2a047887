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

  /**
   * Keeps a removal as the newest: when the clock does not put it after the newest kept (two in one
   * millisecond, a clock set back), it is kept a millisecond after that one, so "newest first" is
   * always the order they were made in. The caller holds the removals' lock.
   */
  add(removal: Omit<SampleRemoval, 'id'>) {
    const newest = this.db.first((q) =>
      q.selectFrom('sample_removals').select('removed_at').orderBy('removed_at', 'desc').limit(1),
    )?.removed_at;
    const removedAt =
      newest !== undefined && newest >= removal.removedAt
        ? new Date(Date.parse(newest) + 1).toISOString()
        : removal.removedAt;
    this.db.run((q) =>
      q.insertInto('sample_removals').values({
        id: randomBytes(10).toString('hex'),
        removed_at: removedAt,
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
