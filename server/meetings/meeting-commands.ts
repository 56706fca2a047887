import { nepalDateTime } from '../../schemas/booking-slots';
import { joinLinkProblem } from '../../schemas/join-link';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import { meetingDuration, meetingSpan } from '../../schemas/meeting-calendar';
import { defaultMeetingPrices, durationPrice, type DurationPrice } from '../../schemas/meeting-price-text';
import {
  recordStatusLabels,
  type DecisionRequest,
  type MeetingDecision,
  type RecordStatus,
  type RecordSummary,
} from '../../schemas/staff-api';
import type { BookingLedger } from './booking-ledger';
import { SlotTakenError } from '../errors/slot-taken-error';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';
import { TypedApiError } from '../errors/api-error';
import type { MeetingExtras, MeetingPaid } from '../notify/messages/visitor-messages';
import type { MeetingVisitor, SubmissionNotifier } from '../notify/submission-notifier';
import type { Fields, RecordStore, StoredRecord, TableBackend } from '../tables/record-store';
import type { PageLanguage } from './manage-page';
import type { LinkClaims, LinkSigner, MeetingLife, VisitorLinks } from './meeting-life';

/** A refused decision or visitor action, in the API's `{error:{type, message}}` shape. */
export class MeetingError extends TypedApiError {}

export type DecisionDetails = Omit<DecisionRequest, 'decision'>;

/**
 * States after which the visitor cannot change the meeting. A declined one can still be moved to a
 * free time (an offered one, or another): it comes back to staff as a request.
 */
const closed: readonly MeetingDecision[] = ['cancelled', 'done', 'no-show'];

/** Decisions after which a meeting still holds its time (none yet: a request). */
const held: readonly (MeetingDecision | null)[] = [null, 'confirmed', 'rescheduled'];

const visitorActor = { id: null, name: 'Visitor (private link)' };

/** Who did it, as the audit log and a note name them (null id: the visitor or the staff token). */
export interface MeetingActor {
  id: string | null;
  name: string;
}

/** A meeting as the inbox holds it: its record with status, assignee and decision, and its place in arrival order. */
export type InboxMeeting = RecordSummary & { seq: number };

/** A Meeting record as notify and the decision hook receive it. */
export type DecidedMeeting = StoredRecord & { table: 'Meeting' };
export const asDecidedMeeting = (record: InboxMeeting): DecidedMeeting => ({
  table: 'Meeting',
  id: record.id,
  createdTime: record.createdTime,
  fields: record.fields,
});

/**
 * The back office's side of a meeting, told and read through a narrow face the inbox answers: the
 * meeting as staff see it, its host as its assignee, the visitor's changes as notes.
 */
export interface MeetingInbox {
  find(table: string, id: string): InboxMeeting | undefined;
  assignRecord(table: string, recordId: string, assigneeId: string): void;
  addNote(seq: number, author: MeetingActor, body: string): unknown;
  setStatus(seq: number, status: RecordStatus): void;
}

/** Where each decision and each visitor's change is written down for staff (the audit log answers it). */
export interface MeetingAudit {
  write(actor: MeetingActor, event: { action: string; table: string; recordId: string; detail?: string }): void;
}

/** What the meetings domain tells notify: everything each e-mail needs, so notify never asks back. */
export interface MeetingNotices extends Pick<SubmissionNotifier, 'meetingBooked' | 'meetingChanged' | 'meetingPaid'> {
  meetingDecision(
    record: DecidedMeeting,
    decision: MeetingDecision,
    sequence: number,
    visitor: MeetingVisitor,
    extras?: MeetingExtras,
  ): void;
}

/** What the commands ask of payments (payments/meeting-payments.ts answers). */
export interface MeetingPaymentTerms {
  /** What a new booking owes (paisa; undefined when free), and until when it holds its time unpaid (null: no wallet to pay by). */
  termsFor(fields: Pick<MeetingRecord, 'Meeting Duration'>): { owed: number; payBy: string | null } | undefined;
  /** Whether the meeting owes a price not paid yet (online or marked by staff). */
  owes(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): boolean;
  /** While payment is due online: the amount and a link per wallet (`payLink` makes one). */
  payNow(recordId: string, payLink: (wallet: string) => string): MeetingExtras['pay'];
  /** What the visitor is told the meeting costs (NPR, with the USD figure staff set); null when free. */
  price(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): DurationPrice | null;
}

const systemActor = { id: null, name: 'Payments' };

export interface MeetingCommandsDeps {
  db: Db;
  /** Where a booking's record is stored: the local store (copied to the hosted table when mirrored). */
  tables: TableBackend;
  life: MeetingLife;
  signer: LinkSigner;
  booking: BookingLedger;
  inbox: MeetingInbox;
  store: RecordStore;
  audit: MeetingAudit;
  notifications: MeetingNotices | null;
  links: VisitorLinks;
  /** The Nepali name of a purpose the company added (server/meetings/booking-options-store.ts). */
  addedPurposeNe?: (purpose: string) => string | undefined;
  payments?: MeetingPaymentTerms;
  clock?: () => Date;
}

/** Who books: the page's language (the visitor's e-mails) and the caller's address (the daily limit; null for a script). */
export interface BookingVisit {
  lang: PageLanguage;
  caller: string | null;
}

/** The staff member deciding: the audit log's actor and the account the decision is recorded against. */
export interface DecidingStaff {
  actor: MeetingActor;
  userId: string | null;
}

/** What a visitor's link leads to: the meeting as it stands, or why the link does not work. */
export type LinkedMeeting =
  | { ok: true; record: InboxMeeting; fields: MeetingRecord; claims: LinkClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The meetings domain's commands: `book` (the table API and the /book form), `decide`, `markDone`
 * and `markNoShow` (the back office), `cancel` and `move` (the visitor's private link). Each is one
 * SQLite transaction of named steps with the record, the slot ledger, the meeting's life, the
 * decision count (the invitations' SEQUENCE), the audit log and the queued e-mails: all or none.
 */
export class MeetingCommands {
  private readonly clock: () => Date;
  private readonly db: TypedDb;

  constructor(private readonly deps: MeetingCommandsDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.db = typedDb(deps.db);
  }

  /**
   * Stores a checked Meeting record with everything that goes with it, answered once committed: the
   * daily limit (BookingLimitError), the slot (SlotTakenError with the nearest free times), the
   * meeting's life in the page's language, and the staff's and visitor's e-mails.
   */
  async book(fields: Fields, visit: BookingVisit): Promise<StoredRecord> {
    const [record] = await this.deps.tables.create(meetingTable, [fields], ([booked]) => {
      this.deps.booking.admit(booked, visit.caller);
      this.holdSlot(booked);
      this.deps.life.created(booked.id, visit.lang);
      const terms = this.deps.payments?.termsFor(booked.fields as unknown as MeetingRecord);
      if (terms) this.deps.life.setOwed(booked.id, terms.owed, terms.payBy);
      this.deps.notifications?.meetingBooked(booked, this.visitorOf(booked));
    });
    return record;
  }

  /** The slot, and its host as the record's assignee in the inbox. */
  private holdSlot(record: StoredRecord) {
    const host = this.deps.booking.reserve(record);
    if (host) this.deps.inbox.assignRecord(meetingTable, record.id, host);
  }

  /** The visitor as their e-mails address them: the meeting's language and manage link, an added purpose's Nepali name. */
  visitorOf(record: { id: string; fields: Fields }): MeetingVisitor {
    const purposeNe = this.addedPurposeNe(String(record.fields.Purpose));
    return {
      lang: this.deps.life.get(record.id).lang,
      manageUrl: this.deps.links.manage(record.id),
      ...(purposeNe && { purposeNe }),
      pay: this.deps.payments?.payNow(record.id, (wallet) => this.deps.links.pay(record.id, wallet)),
      price: this.priceOf(record.id, record.fields as unknown as MeetingRecord),
    };
  }

  /** What the visitor is told the meeting costs: as staff priced it (default prices without the payments room); null when free. */
  priceOf(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): DurationPrice | null {
    return (
      this.deps.payments?.price(recordId, fields) ?? durationPrice(fields['Meeting Duration'], defaultMeetingPrices)
    );
  }

  /** The Nepali name of a purpose the company added; undefined for the spec's (schemas/meeting-purposes-ne.ts names them). */
  addedPurposeNe(purpose: string): string | undefined {
    return this.deps.addedPurposeNe?.(purpose);
  }

  /**
   * Staff's Confirm (with the join link), Decline (a reason, other times offered) or Cancel; Done and
   * No-show go to `markDone` and `markNoShow`. A wrong join link or offer refuses it all.
   */
  decide(record: InboxMeeting, decision: MeetingDecision, details: DecisionDetails, by: DecidingStaff) {
    if (decision === 'done') return this.markDone(record, by);
    if (decision === 'no-show') return this.markNoShow(record, by);
    if (decision === 'rescheduled')
      throw new MeetingError(422, 'INVALID_DECISION', 'A meeting is moved by the visitor, from their private link.');
    this.recordDecision(record, decision, by, (sequence) => {
      if (decision === 'confirmed') this.confirm(record, sequence, details);
      else if (decision === 'declined') this.decline(record, sequence, details);
      else this.cancelByStaff(record, sequence);
      this.moveOutOfNew(record, decision);
    });
  }

  /**
   * A decision takes a meeting out of New, so New lists only meetings nobody has answered yet:
   * staff's Confirm or Decline put it In progress, a cancel (by anyone) leaves nothing to do
   * (Archived). A status staff set by hand stays.
   */
  private moveOutOfNew(record: InboxMeeting, decision: MeetingDecision) {
    if (record.status !== 'new') return;
    this.deps.inbox.setStatus(record.seq, decision === 'cancelled' ? 'archived' : 'in_progress');
  }

  /**
   * A visitor's move asks staff to confirm the new time, so it comes back to New (All new, its
   * count, the overview's waiting), audited. Archived stays: staff closed it. Spam stays too: a
   * link held by whoever staff judged a spammer does not put it back before staff.
   */
  private backToNew(record: InboxMeeting) {
    if (record.status === 'new' || record.status === 'archived' || record.status === 'spam') return;
    this.deps.inbox.setStatus(record.seq, 'new');
    this.deps.audit.write(visitorActor, {
      action: 'set status New',
      table: meetingTable,
      recordId: record.id,
      detail: `Was ${recordStatusLabels[record.status]}: the visitor moved the meeting, so its new time waits for staff.`,
    });
  }

  markDone(record: InboxMeeting, by: DecidingStaff) {
    this.recordDecision(record, 'done', by, () => this.requireBegun(record));
  }

  markNoShow(record: InboxMeeting, by: DecidingStaff) {
    this.recordDecision(record, 'no-show', by, () => this.requireBegun(record));
  }

  /** One transaction: the decision counted, audited, then its own steps (a throw undoes it all). */
  private recordDecision(
    record: InboxMeeting,
    decision: MeetingDecision,
    by: DecidingStaff,
    steps: (sequence: number) => void,
  ) {
    this.db.transaction(() => {
      const sequence = this.deps.life.decide(record.id, decision, by.userId);
      this.deps.audit.write(by.actor, { action: `meeting ${decision}`, table: 'Meeting', recordId: record.id });
      steps(sequence);
    });
  }

  private requireBegun(record: InboxMeeting) {
    if (meetingSpan(record.fields as unknown as MeetingRecord).start.getTime() > this.clock().getTime())
      throw new MeetingError(409, 'TOO_EARLY', 'Done and No-show can be set once the meeting time has begun.');
  }

  private confirm(record: InboxMeeting, sequence: number, details: DecisionDetails) {
    const fields = record.fields as unknown as MeetingRecord;
    const problem = joinLinkProblem(fields['Meeting Gateway'], details.joinUrl);
    if (problem) throw new MeetingError(422, 'INVALID_JOIN_LINK', problem);
    const { life } = this.deps;
    life.setJoinUrl(record.id, details.joinUrl?.trim() || null);
    // Staff confirmed it: its time is no longer held only until it is paid (it can still be paid).
    life.endHold(record.id);
    // A paid meeting's confirmation says how to pay: the wallets' links (visitorOf), the
    // instructions an admin set, or, with neither set up, that we will tell them (staff were warned).
    const instructions = life.paymentInstructions();
    const owes =
      this.deps.payments?.owes(record.id, fields) ?? meetingDuration(fields['Meeting Duration']).price !== 'Free';
    const written = Boolean(instructions.bank || instructions.wallet || instructions.qr);
    const online = this.deps.payments?.payNow(record.id, () => '') !== undefined;
    this.tellVisitor(record, 'confirmed', sequence, {
      joinUrl: details.joinUrl?.trim() || undefined,
      payment: owes && written ? instructions : undefined,
      payContact: owes && !written && !online ? true : undefined,
    });
  }

  private decline(record: InboxMeeting, sequence: number, details: DecisionDetails) {
    const { booking, life, links } = this.deps;
    booking.release(record.id);
    const minutes = meetingDuration((record.fields as unknown as MeetingRecord)['Meeting Duration']).minutes;
    const offers = [...new Set(details.offers ?? [])].map((offer) => {
      const start = new Date(offer);
      if (Number.isNaN(start.getTime()) || !booking.isFree(start, minutes))
        throw new MeetingError(
          409,
          'SLOT_NOT_AVAILABLE',
          `An offered time is not free any more: ${Number.isNaN(start.getTime()) ? offer : `${Object.values(nepalDateTime(start)).join(' ')} Nepal time`}. Choose others.`,
        );
      return start.toISOString();
    });
    const reason = details.reason?.trim() || null;
    life.setDecline(record.id, reason, offers);
    this.tellVisitor(record, 'declined', sequence, {
      reason: reason ?? undefined,
      offers: offers.map((start) => ({ start, url: links.offer(record.id, start) })),
    });
  }

  private cancelByStaff(record: InboxMeeting, sequence: number) {
    if (record.decision?.value !== 'cancelled') this.deps.booking.release(record.id);
    this.deps.life.revokeLinks(record.id);
    this.tellVisitor(record, 'cancelled', sequence);
  }

  private tellVisitor(record: InboxMeeting, decision: MeetingDecision, sequence: number, extras?: MeetingExtras) {
    this.deps.notifications?.meetingDecision(
      asDecidedMeeting(record),
      decision,
      sequence,
      this.visitorOf(record),
      extras,
    );
  }

  /**
   * The inbox's status hook, inside the transaction that sets the status. Spam frees the meeting's
   * time; leaving Spam takes it back for a meeting still on and still ahead, or throws (undoing the
   * change) when someone has booked that time since.
   */
  statusChanged(record: DecidedMeeting, from: RecordStatus, to: RecordStatus) {
    if (to === 'spam') return this.deps.booking.release(record.id);
    if (from !== 'spam') return;
    const decision = this.deps.life.decisionOf(record.id)?.value;
    const { start } = meetingSpan(record.fields as MeetingRecord);
    if (!held.includes(decision ?? null) || start.getTime() <= this.clock().getTime()) return;
    try {
      this.deps.booking.move(
        record.id,
        start,
        meetingDuration((record.fields as MeetingRecord)['Meeting Duration']).minutes,
      );
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      throw new MeetingError(
        409,
        'SLOT_NOT_AVAILABLE',
        'This meeting’s time was booked by someone else while it was marked Spam. Decline it (offering other times) or archive it instead.',
      );
    }
  }

  /** The meeting a visitor's link names, if the link is this server's, not revoked or replaced, and not past its time. */
  open(token: unknown): LinkedMeeting {
    const claims = this.deps.signer.verify(token);
    if (!claims) return { ok: false, reason: 'invalid' };
    const record = this.deps.inbox.find('Meeting', claims.recordId);
    if (!record) return { ok: false, reason: 'invalid' };
    const life = this.deps.life.get(record.id);
    // An offer holds only while it is among the latest decline's: a new decline voids older ones.
    if (life.nonce !== claims.nonce || (claims.offer && !life.offers.includes(claims.offer)))
      return { ok: false, reason: 'invalid' };
    const fields = record.fields as unknown as MeetingRecord;
    const until = claims.offer ? new Date(claims.offer) : meetingSpan(fields).end;
    if (!(until.getTime() > this.clock().getTime())) return { ok: false, reason: 'expired' };
    return { ok: true, record, fields, claims };
  }

  /** Whether the visitor may still change the meeting: not cancelled, done or marked a no-show. */
  changeable = (record: InboxMeeting) => !closed.includes(record.decision?.value as MeetingDecision);

  /** The visitor cancels: the slot is freed, every link revoked, the visitor and staff told. */
  cancel(token: unknown): LinkedMeeting {
    return this.db.transaction((): LinkedMeeting => {
      const linked = this.open(token);
      if (!linked.ok) return linked;
      const { record } = linked;
      if (!this.changeable(record))
        throw new MeetingError(409, 'MEETING_CLOSED', 'This meeting cannot be changed any more.');
      const sequence = this.deps.life.decide(record.id, 'cancelled', null);
      this.deps.booking.release(record.id);
      this.deps.life.revokeLinks(record.id);
      this.moveOutOfNew(record, 'cancelled');
      this.tellStaff(record, 'cancelled', undefined);
      this.tellVisitor(record, 'cancelled', sequence);
      return linked;
    });
  }

  /**
   * The visitor moves the meeting to `start` (an ISO instant), or takes a time staff offered: the
   * same rules as booking (free, minimum notice); a taken time throws SlotTakenError and nothing
   * changes. The record's Preferred date and Preferred Time become the new Nepal date and time.
   */
  move(token: unknown, start: string): LinkedMeeting {
    return this.db.transaction((): LinkedMeeting => {
      const linked = this.open(token);
      if (!linked.ok) return linked;
      const { record, fields, claims } = linked;
      // An offered time's link books that time once the meeting was declined; a manage link moves a live one.
      if (claims.offer ? record.decision?.value !== 'declined' : !this.changeable(record))
        throw new MeetingError(409, 'MEETING_CLOSED', 'This meeting cannot be changed any more.');
      const when = new Date(start);
      if (Number.isNaN(when.getTime()) || (claims.offer && when.toISOString() !== claims.offer))
        throw new MeetingError(400, 'INVALID_REQUEST', 'Choose one of the free times.');
      this.deps.booking.move(record.id, when, meetingDuration(fields['Meeting Duration']).minutes);
      const previous = { date: fields['Preferred date'], time: fields['Preferred Time'] };
      const next = nepalDateTime(when);
      const moved = { ...fields, 'Preferred date': next.date, 'Preferred Time': next.time };
      this.deps.store.update(record.id, moved);
      const sequence = this.deps.life.decide(record.id, 'rescheduled', null);
      const updated = { ...record, fields: moved as unknown as InboxMeeting['fields'] };
      this.tellStaff(updated, 'rescheduled', previous);
      this.backToNew(updated);
      this.tellVisitor(updated, 'rescheduled', sequence);
      return { ...linked, record: updated, fields: moved };
    });
  }

  /**
   * A wallet's server confirmed a payment: staff see it on the record and in the audit log, the
   * visitor gets their receipt (inside the transaction that records it).
   */
  paidOnline(recordId: string, paid: MeetingPaid, detail: string) {
    const record = this.deps.inbox.find(meetingTable, recordId);
    if (!record) return;
    this.deps.audit.write(systemActor, { action: 'meeting paid online', table: meetingTable, recordId, detail });
    this.deps.inbox.addNote(record.seq, systemActor, detail);
    this.deps.notifications?.meetingPaid(asDecidedMeeting(record), this.visitorOf(record), paid);
  }

  /**
   * An unpaid booking's hold ended: the meeting is cancelled and its time freed, as a visitor's
   * cancel does (links revoked, the visitor and staff told), so nobody confirms a time now offered to others.
   */
  releaseUnpaid(recordId: string) {
    this.db.transaction(() => {
      const record = this.deps.inbox.find(meetingTable, recordId);
      if (!record || !this.changeable(record) || record.decision?.value === 'declined') return;
      const sequence = this.deps.life.decide(record.id, 'cancelled', null);
      this.deps.booking.release(record.id);
      this.deps.life.revokeLinks(record.id);
      this.moveOutOfNew(record, 'cancelled');
      const detail = 'Not paid within the time it was held: the meeting is cancelled and its time is free again.';
      this.deps.audit.write(systemActor, { action: 'meeting cancelled', table: meetingTable, recordId, detail });
      this.deps.inbox.addNote(record.seq, systemActor, detail);
      this.tellVisitor(record, 'cancelled', sequence);
    });
  }

  /** Staff hear of it three ways: the e-mail, a note on the record, and the audit log. */
  private tellStaff(
    record: InboxMeeting,
    change: 'cancelled' | 'rescheduled',
    previous?: { date: string; time: string },
  ) {
    const fields = record.fields as unknown as MeetingRecord;
    const now = `${fields['Preferred date']} ${fields['Preferred Time']} Nepal time`;
    const detail =
      change === 'cancelled'
        ? `The visitor cancelled the meeting (${now}) from their private link; its time is free again.`
        : `The visitor moved the meeting from ${previous?.date} ${previous?.time} to ${now} from their private link. Confirm the new time.`;
    this.deps.audit.write(visitorActor, {
      action: `meeting ${change}`,
      table: 'Meeting',
      recordId: record.id,
      detail,
    });
    this.deps.inbox.addNote(record.seq, visitorActor, detail);
    this.deps.notifications?.meetingChanged(
      asDecidedMeeting(record),
      change,
      previous,
      this.priceOf(record.id, fields),
    );
  }
}
