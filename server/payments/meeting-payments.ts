import type { FastifyBaseLogger } from 'fastify';
import type { MeetingRecord } from '../../schemas/meeting';
import { meetingDuration } from '../../schemas/meeting-calendar';
import type { MeetingPayment } from '../../schemas/meeting-payment';
import { nprText, type DurationPrice } from '../../schemas/meeting-price-text';
import {
  paymentProviderNames,
  type MeetingPaymentAnswer,
  type PaymentFilter,
  type PaymentProvider,
  type PaymentSummary,
} from '../../schemas/payment-staff-api';
import type { JobRunner } from '../jobs/job-runner';
import type { MeetingLife } from '../meetings/meeting-life';
import type { Db } from '../storage/db';
import { typedDb, type QueryBuilder, type TypedDb } from '../storage/typed-db';
import type { EsewaWallet } from './esewa-wallet';
import type { KhaltiWallet } from './khalti-wallet';
import type { MeetingPriceList } from './meeting-prices';
import { PaymentAttempts, paymentView, type PaymentAttempt } from './payment-attempts';
import type { Wallet } from './wallet';

/**
 * How long an unpaid booking of a paid meeting holds its time: the wallets' own expiry (Khalti's
 * pay page lives 30 minutes). We take payment at booking, as Cal.com does, rather than after staff
 * confirm: the visitor is on the page with the wallet at hand, the slot is not held for days by
 * someone who never pays, and staff never confirm a meeting nobody will pay for.
 */
export const HOLD_MS = 30 * 60_000;
/** An attempt still "started" this long after it began was abandoned at the wallet: looked up no more. */
const ABANDONED_MS = 2 * HOLD_MS;
/** A Pending payment is looked up again for this long, then left to staff. */
const PENDING_MS = 7 * 24 * 60 * 60_000;

export interface PaymentEffects {
  /** The meeting was paid (once per attempt): staff are told; inside the transaction that records it. */
  paid(recordId: string, attempt: PaymentAttempt): void;
  /** An unpaid hold ended: the meeting lets its time go; inside the transaction that clears the hold. */
  holdEnded(recordId: string): void;
}

export interface MeetingPaymentsDeps {
  db: Db;
  khalti?: KhaltiWallet;
  esewa?: EsewaWallet;
  prices: MeetingPriceList;
  life: MeetingLife;
  clock?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * Paid meetings paid online: what a meeting owes, its attempts, and the proof. The browser's return
 * from a wallet is only a hint to ask; a meeting is paid only when the wallet's own server (Khalti's
 * lookup, eSewa's status check) says Completed/COMPLETE for our id and the expected amount, and it
 * is recorded once however often that is asked.
 */
export class MeetingPayments {
  readonly attempts: PaymentAttempts;
  private readonly db: TypedDb;
  private readonly clock: () => Date;
  private effects: PaymentEffects | undefined;

  constructor(private readonly deps: MeetingPaymentsDeps) {
    this.db = typedDb(deps.db);
    this.attempts = new PaymentAttempts(deps.db);
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Who is told of a payment and of a hold's end (the meetings' commands, built after this). */
  tell(effects: PaymentEffects) {
    this.effects = effects;
  }

  /** The wallets configured, in the order they are offered. */
  providers(): PaymentProvider[] {
    return [this.deps.khalti, this.deps.esewa].filter((wallet) => wallet !== undefined).map((w) => w.provider);
  }

  private wallet(provider: PaymentProvider): Wallet | undefined {
    return provider === 'khalti' ? this.deps.khalti : this.deps.esewa;
  }

  /** Paisa a meeting owes: its price as booked, or for one booked before prices were kept, today's; null when free. */
  owed(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): number | null {
    return this.deps.life.terms(recordId).owed ?? this.deps.prices.priceOf(fields['Meeting Duration'])?.paisa ?? null;
  }

  /** What the visitor is told the meeting costs: what it owes, with the USD figure staff set beside that price; null when free. */
  price(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): DurationPrice | null {
    const owed = this.owed(recordId, fields);
    if (owed === null) return null;
    const today = this.deps.prices.priceOf(fields['Meeting Duration']);
    return { paisa: owed, usd: today?.paisa === owed ? today.usd : null };
  }

  /** Whether the meeting is paid: online, or marked paid by staff. */
  isPaid(recordId: string): boolean {
    return this.attempts.paidAmong([recordId]).size > 0 || this.deps.life.get(recordId).paid !== null;
  }

  /**
   * A new booking's terms: a paid meeting owes today's price, and with a wallet to pay by holds its
   * time unpaid until `payBy`; without one nothing is held (staff confirm, the confirmation says how to pay).
   */
  termsFor(fields: Pick<MeetingRecord, 'Meeting Duration'>): { owed: number; payBy: string | null } | undefined {
    const price = this.deps.prices.priceOf(fields['Meeting Duration']);
    if (!price) return undefined;
    const payBy = this.providers().length ? new Date(this.clock().getTime() + HOLD_MS).toISOString() : null;
    return { owed: price.paisa, payBy };
  }

  /**
   * What the visitor is told of paying a meeting (the booking's answer, the manage page): the amount,
   * the wallets with their links (`payLink` makes one), until when the time is held; undefined when
   * the meeting is free or nothing is offered online.
   */
  due(
    recordId: string,
    fields: MeetingRecord,
    payLink: (provider: PaymentProvider) => string,
  ): MeetingPayment | undefined {
    const price = this.price(recordId, fields);
    if (price === null || this.providers().length === 0) return undefined;
    const online = this.attempts.paidAmong([recordId]).get(recordId);
    const marked = this.deps.life.get(recordId).paid;
    const paid = online
      ? { provider: online.provider, at: online.paid_at! }
      : marked
        ? { provider: null, at: marked.at }
        : null;
    return {
      amount: price.paisa,
      currency: 'NPR',
      amountText: nprText(price.paisa),
      usd: price.usd,
      payBy: this.deps.life.terms(recordId).payBy,
      paid,
      links: paid
        ? []
        : this.providers().map((provider) => ({
            provider,
            label: `Pay with ${paymentProviderNames[provider]}`,
            url: payLink(provider),
          })),
    };
  }

  /** Whether the meeting owes a price not paid yet. */
  owes(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): boolean {
    return this.owed(recordId, fields) !== null && !this.isPaid(recordId);
  }

  /** While payment is due online: the amount and a link per wallet, for the visitor's e-mails. */
  payNow(recordId: string, payLink: (wallet: PaymentProvider) => string) {
    const { owed } = this.deps.life.terms(recordId);
    if (owed === null || !this.providers().length || this.isPaid(recordId)) return undefined;
    return {
      amount: nprText(owed),
      links: this.providers().map((provider) => ({ wallet: paymentProviderNames[provider], href: payLink(provider) })),
    };
  }

  /** A meeting's money as staff see it (its decision tells whether a refund is due). */
  staffView(recordId: string, fields: MeetingRecord, decision: string | null): MeetingPaymentAnswer {
    const paid = this.isPaid(recordId);
    const { refunded } = this.deps.life.terms(recordId);
    const instructions = this.deps.life.paymentInstructions();
    const price = this.price(recordId, fields);
    return {
      owed: price?.paisa ?? null,
      usd: price?.usd ?? null,
      paid,
      wallets: this.providers(),
      instructions: Boolean(instructions.bank || instructions.wallet || instructions.qr),
      payments: this.attempts.ofMeeting(recordId).map(paymentView),
      refundDue: paid && !refunded && (decision === 'cancelled' || decision === 'declined'),
      refunded,
    };
  }

  /** The inbox's payment column: each paid meeting's state (decisions tell a refund due). */
  summariesOf(recordIds: readonly string[]): Map<string, PaymentSummary> {
    const terms = this.deps.life.termsOf(recordIds);
    const online = this.attempts.paidAmong(recordIds);
    const decisions = this.deps.life.decisionsOf(recordIds);
    const summaries = new Map<string, PaymentSummary>();
    for (const [id, { owed, markedPaid, refunded }] of terms) {
      if (owed === null) continue;
      const attempt = online.get(id);
      const paid = attempt !== undefined || markedPaid !== null;
      const off = ['cancelled', 'declined'].includes(decisions.get(id)?.value ?? '');
      summaries.set(id, {
        state: !paid ? 'unpaid' : refunded ? 'refunded' : off ? 'refund-due' : 'paid',
        owed,
        provider: attempt?.provider ?? null,
        transactionId: attempt?.transaction_id ?? null,
        paidAt: attempt?.paid_at ?? markedPaid,
      });
    }
    return summaries;
  }

  /** The ids the inbox's payment filter keeps, as a subquery. */
  matching(q: QueryBuilder, filter: PaymentFilter) {
    const paidOnline = this.attempts.paidIds(q);
    return filter === 'unpaid' ? this.deps.life.owing(q, paidOnline) : this.deps.life.refundDue(q, paidOnline);
  }

  setRefunded(recordId: string, refunded: boolean, by: string) {
    this.deps.life.setRefunded(recordId, refunded, by);
  }

  /** A fresh attempt for the meeting, written (committed) before the visitor is sent anywhere. */
  begin(recordId: string, fields: MeetingRecord, provider: PaymentProvider): PaymentAttempt {
    const amount = this.owed(recordId, fields);
    if (amount === null || !this.wallet(provider)) throw new Error(`Nothing to pay with ${provider}`);
    return this.attempts.start(recordId, provider, amount, this.clock());
  }

  /**
   * Khalti: asks for the pay page and keeps its pidx with the attempt; answers the page to send the
   * visitor to, who comes back to `site` (the site's origin).
   */
  async khaltiPage(attempt: PaymentAttempt, fields: MeetingRecord, site: string): Promise<string> {
    const khalti = this.deps.khalti!;
    const { pidx, paymentUrl } = await khalti.initiate(attempt, {
      returnUrl: `${site}/payments/khalti/return`,
      websiteUrl: site,
      name: `Meeting, ${meetingDuration(fields['Meeting Duration']).minutes} minutes`,
      customer: { name: fields.Name, email: fields.Email, ...(fields.Phone ? { phone: fields.Phone } : {}) },
    });
    this.attempts.setProviderRef(attempt.id, pidx);
    return paymentUrl;
  }

  /** eSewa: the form the visitor's browser posts, with where it goes; eSewa sends them back to `site`. */
  esewaForm(attempt: PaymentAttempt, site: string): { action: string; fields: Record<string, string> } {
    const esewa = this.deps.esewa!;
    return {
      action: esewa.formUrl,
      fields: esewa.form(attempt, `${site}/payments/esewa/success`, `${site}/payments/esewa/failure?a=${attempt.id}`),
    };
  }

  /**
   * Asks the wallet about an attempt and records what it says; paid is recorded once (a replay, or
   * a return racing the lookup job, changes nothing the second time). Answers the attempt's state.
   */
  async settle(attempt: PaymentAttempt): Promise<PaymentAttempt['state']> {
    if (attempt.state === 'paid') return 'paid';
    const proof = await this.wallet(attempt.provider)!.check(attempt);
    const now = this.clock();
    return this.db.transaction(() => {
      if (proof.state !== 'paid') {
        const age = now.getTime() - Date.parse(attempt.started_at);
        const givenUp =
          (proof.state === 'started' && age > ABANDONED_MS) || (proof.state === 'pending' && age > PENDING_MS);
        this.attempts.markChecked(attempt.id, givenUp ? 'failed' : proof.state, now);
        return givenUp ? 'failed' : proof.state;
      }
      if (this.attempts.markPaid(attempt.id, proof.transactionId, now)) {
        this.deps.life.endHold(attempt.record_id);
        this.effects?.paid(attempt.record_id, {
          ...attempt,
          state: 'paid',
          transaction_id: proof.transactionId,
          paid_at: now.toISOString(),
        });
      }
      return 'paid';
    });
  }

  /**
   * The lookup job's round: every attempt not settled yet is asked about (a return that never came:
   * the browser closed, or this gateway killed after the wallet took the money), then every unpaid
   * hold that has ended lets its time go.
   */
  async sweep() {
    for (const attempt of this.attempts.open()) {
      try {
        await this.settle(attempt);
      } catch (error) {
        this.deps.log?.warn({ err: error, attempt: attempt.id }, 'payments: lookup failed; asked again next round');
      }
    }
    for (const recordId of this.deps.life.holdsEnded(this.clock().toISOString())) {
      this.db.transaction(() => {
        // Paid meanwhile (settled above, or by a return just now): the hold simply ends.
        const { owed, payBy } = this.deps.life.terms(recordId);
        if (!payBy || Date.parse(payBy) > this.clock().getTime()) return;
        if (this.isPaid(recordId) || owed === null) return this.deps.life.endHold(recordId);
        if (this.hasOpenAttempt(recordId))
          return this.deps.life.setOwed(recordId, owed, new Date(this.clock().getTime() + HOLD_MS).toISOString());
        this.deps.life.endHold(recordId);
        this.effects?.holdEnded(recordId);
      });
    }
  }

  /** A payment pending at the wallet, or begun within the hold's length (the visitor is on the wallet's page), keeps the time held a while longer. */
  private hasOpenAttempt(recordId: string) {
    const recent = this.clock().getTime() - HOLD_MS;
    return this.attempts
      .ofMeeting(recordId)
      .some(
        (attempt) =>
          attempt.state === 'pending' || (attempt.state === 'started' && Date.parse(attempt.started_at) > recent),
      );
  }

  /** Runs the sweep every `everyMs` on the job runner, first at start (settling what a crash left). */
  schedule(jobs: JobRunner, everyMs: number) {
    jobs.every('payment-lookups', { everyMs, firstAfterMs: 0 }, () => this.sweep(), { leaseMs: 60_000 });
  }
}
