import type { SampleContentStatus, SampleCount } from '../../schemas/sample-content';
import type { JobRunner } from '../jobs/job-runner';
import type { Actor, AuditLog } from '../staff/audit-log';
import { StaffApiError } from '../staff/staff-api-error';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { SampleKind } from './sample-kind';
import { SampleRemovals, type SampleRemoval } from './sample-removals';

const DAY_MS = 24 * 60 * 60_000;
/** How long a removal can be undone. */
export const UNDO_DAYS = 30;

/** What a removal keeps of one kind: how many went, and what its owner needs to put them back. */
interface KeptKind {
  count: number;
  items: unknown;
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * "Remove all sample content" and its undo: every kind's samples removed in one transaction (all or
 * none, whatever stops the process), kept as they were for 30 days, audited both ways.
 */
export class SampleContent {
  private readonly db: TypedDb;
  private readonly removals: SampleRemovals;

  constructor(
    db: Db,
    private readonly kinds: SampleKind[],
    private readonly audit: AuditLog,
    private readonly now: () => number = Date.now,
  ) {
    this.db = typedDb(db);
    this.removals = new SampleRemovals(db);
  }

  status(): SampleContentStatus {
    const removal = this.undoable();
    return {
      samples: this.kinds.map(({ key, label, count }) => ({ kind: key, label, count: count() })),
      removal: removal
        ? {
            removedAt: removal.removedAt,
            removedBy: removal.removedBy,
            undoUntil: this.undoUntil(removal),
            removed: this.removedCounts(removal).filter((kind) => kind.count > 0),
          }
        : null,
    };
  }

  /**
   * Removes every sample there is, or only those of the kind keyed `only` (a content screen's own
   * button): either way one removal, undone from the launch checklist. With none left it changes
   * nothing (a second press). Answers how many went.
   */
  remove(actor: Actor, only?: string): number {
    return this.db.transaction(
      () => {
        this.db.lockFor('sample_removals');
        const kept: Record<string, KeptKind> = {};
        for (const kind of this.kinds.filter(({ key }) => only === undefined || key === only)) {
          const count = kind.count();
          if (count > 0) kept[kind.key] = { count, items: kind.take() };
        }
        const total = Object.values(kept).reduce((sum, kind) => sum + kind.count, 0);
        if (!total) return 0;
        const removedAt = new Date(this.now()).toISOString();
        this.removals.add({ removedAt, removedBy: actor.name, kept });
        const action = only === undefined ? 'removed all sample content' : 'removed sample content';
        this.audit.write(actor, { action, detail: this.summary(kept) });
        return total;
      },
      { immediate: true },
    );
  }

  /** Brings back what the newest removal took, exactly, if it is younger than 30 days. Answers how many came back. */
  restore(actor: Actor): number {
    return this.db.transaction(
      () => {
        this.db.lockFor('sample_removals');
        const removal = this.removals.all()[0];
        if (!removal) throw new StaffApiError(404, 'NOT_FOUND', 'There are no removed samples to bring back.');
        if (!this.undoable())
          throw new StaffApiError(
            410,
            'GONE',
            `The samples were removed on ${dayOf(removal.removedAt)}, more than ${UNDO_DAYS} days ago: they can no longer be brought back.`,
          );
        const kept = removal.kept as Record<string, KeptKind>;
        for (const kind of this.kinds) if (kept[kind.key]) kind.putBack(kept[kind.key].items);
        this.removals.delete(removal.id);
        this.audit.write(actor, { action: 'brought the sample content back', detail: this.summary(kept) });
        return Object.values(kept).reduce((sum, kind) => sum + kind.count, 0);
      },
      { immediate: true },
    );
  }

  /** The files removed samples still hold while they may come back. */
  heldFiles(): Set<string> {
    return new Set(
      this.removals.all().flatMap((removal) => {
        const kept = removal.kept as Record<string, KeptKind>;
        return this.kinds.flatMap((kind) => (kept[kind.key] && kind.heldFiles?.(kept[kind.key].items)) || []);
      }),
    );
  }

  /** Forgets the removals older than 30 days, and the files only they held. Answers how many. */
  async expire(): Promise<number> {
    const cutoff = new Date(this.now() - UNDO_DAYS * DAY_MS).toISOString();
    const expired = this.removals.all().filter((removal) => removal.removedAt < cutoff);
    for (const removal of expired) {
      this.db.transaction(() => {
        this.removals.delete(removal.id);
        this.audit.write(
          { id: null, name: 'Retention' },
          { action: 'forgot removed sample content', detail: `removed on ${dayOf(removal.removedAt)}` },
        );
      });
      const kept = removal.kept as Record<string, KeptKind>;
      for (const kind of this.kinds) if (kept[kind.key]) await kind.forget?.(kept[kind.key].items);
    }
    return expired.length;
  }

  private undoable(): SampleRemoval | undefined {
    const newest = this.removals.all()[0];
    return newest && this.now() < Date.parse(this.undoUntil(newest)) ? newest : undefined;
  }

  private undoUntil(removal: SampleRemoval) {
    return new Date(Date.parse(removal.removedAt) + UNDO_DAYS * DAY_MS).toISOString();
  }

  private removedCounts(removal: SampleRemoval): SampleCount[] {
    const kept = removal.kept as Record<string, KeptKind>;
    return this.kinds.map(({ key, label }) => ({ kind: key, label, count: kept[key]?.count ?? 0 }));
  }

  private summary(kept: Record<string, KeptKind>) {
    return this.kinds
      .filter((kind) => kept[kind.key])
      .map((kind) => `${kept[kind.key].count} ${kind.label}`)
      .join(', ');
  }
}

/** Forgets removals past their 30 days once a day (a job kind), as the retention periods are applied. */
export function scheduleSampleRemovalExpiry(jobs: JobRunner, samples: SampleContent) {
  jobs.every('sample-removal-expiry', { everyMs: DAY_MS, firstAfterMs: 60_000 }, async () => {
    await samples.expire();
  });
}
