import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentProvider, PaymentView } from '../../schemas/payment-staff-api';
import type { Db } from '../storage/db';
import type { Database } from '../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../storage/typed-db';

export type PaymentAttempt = Selectable<Database['payment_attempts']>;
export type AttemptState = PaymentAttempt['state'];

/**
 * Every attempt to pay a meeting online (owner of `payment_attempts`): written before the visitor
 * is sent to the wallet, so whatever happens next (the return lost, the gateway killed) a lookup
 * settles it. Our id is the wallet's `purchase_order_id` (Khalti) and `transaction_uuid` (eSewa).
 */
export class PaymentAttempts {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  /** A fresh attempt for `amount` paisa; `provider_ref` (Khalti's pidx) follows once the wallet answers. */
  start(recordId: string, provider: PaymentProvider, amount: number, at: Date): PaymentAttempt {
    const attempt = {
      id: `pay-${randomUUID().replace(/-/g, '')}`,
      record_id: recordId,
      provider,
      amount,
      started_at: at.toISOString(),
    };
    return this.db.first((q) => q.insertInto('payment_attempts').values(attempt).returningAll())!;
  }

  get(id: string): PaymentAttempt | undefined {
    return this.db.first((q) => q.selectFrom('payment_attempts').selectAll().where('id', '=', id));
  }

  setProviderRef(id: string, ref: string) {
    this.db.run((q) => q.updateTable('payment_attempts').set({ provider_ref: ref }).where('id', '=', id));
  }

  /**
   * Marks the attempt paid once: true only for the call that changed it, so a return replayed, or a
   * return and the lookup job racing, records the payment (and tells anyone) once.
   */
  markPaid(id: string, transactionId: string | null, at: Date): boolean {
    const iso = at.toISOString();
    return (
      this.db.run((q) =>
        q
          .updateTable('payment_attempts')
          .set({ state: 'paid', transaction_id: transactionId, paid_at: iso, checked_at: iso })
          .where('id', '=', id)
          .where('state', '<>', 'paid'),
      ).changes > 0
    );
  }

  /** What the latest lookup said short of paid; a paid attempt stays paid. */
  markChecked(id: string, state: Exclude<AttemptState, 'paid'>, at: Date) {
    this.db.run((q) =>
      q
        .updateTable('payment_attempts')
        .set({ state, checked_at: at.toISOString() })
        .where('id', '=', id)
        .where('state', '<>', 'paid'),
    );
  }

  /** Attempts not settled yet (started or pending), oldest first. */
  open(): PaymentAttempt[] {
    return this.db.all((q) =>
      q.selectFrom('payment_attempts').selectAll().where('state', 'in', ['started', 'pending']).orderBy('started_at'),
    );
  }

  ofMeeting(recordId: string): PaymentAttempt[] {
    return this.db.all((q) =>
      q.selectFrom('payment_attempts').selectAll().where('record_id', '=', recordId).orderBy('started_at'),
    );
  }

  /** The meetings paid online, as a subquery of ids. */
  paidIds(q: QueryBuilder) {
    return q.selectFrom('payment_attempts').select('record_id as id').where('state', '=', 'paid');
  }

  /** Of these meetings, those paid online, with their (first) payment. */
  paidAmong(recordIds: readonly string[]): Map<string, PaymentAttempt> {
    if (!recordIds.length) return new Map();
    const rows = this.db.all((q) =>
      q
        .selectFrom('payment_attempts')
        .selectAll()
        .where('record_id', 'in', recordIds)
        .where('state', '=', 'paid')
        .orderBy('paid_at', 'desc'),
    );
    return new Map(rows.map((row) => [row.record_id, row]));
  }
}

export const paymentView = (attempt: PaymentAttempt): PaymentView => ({
  id: attempt.id,
  provider: attempt.provider,
  amount: attempt.amount,
  currency: 'NPR',
  state: attempt.state,
  transactionId: attempt.transaction_id,
  startedAt: attempt.started_at,
  paidAt: attempt.paid_at,
});
