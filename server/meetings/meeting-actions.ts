import { nepalDateTime } from '../../schemas/booking-slots';
import { joinLinkProblem } from '../../schemas/join-link';
import type { MeetingRecord } from '../../schemas/meeting';
import { meetingDuration, meetingSpan } from '../../schemas/meeting-calendar';
import type { DecisionRequest, MeetingDecision, RecordStatus } from '../../schemas/staff-api';
import type { BookingLedger } from './booking-ledger';
import { SlotTakenError } from '../errors/slot-taken-error';
import type { Db } from '../db';
import { TypedApiError } from '../errors/api-error';
import type { MeetingExtras } from '../notify/messages/visitor-messages';
import type { Notifications } from '../notify/start-notifications';
import type { AuditLog } from '../staff/audit-log';
import type { InboxRecord, InboxStore } from '../staff/inbox/inbox-store';
import { asDecidedMeeting, type DecidedMeeting } from '../staff/staff-context';
import type { RecordStore } from '../tables/record-store';
import type { LinkClaims, LinkSigner } from './manage-token';
import type { MeetingLife } from './meeting-life';
import type { VisitorLinks } from './visitor-links';

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

const visitor = { id: null, name: 'Visitor (private link)' };

export interface MeetingActionsDeps {
  db: Db;
  life: MeetingLife;
  signer: LinkSigner;
  booking: BookingLedger;
  inbox: InboxStore;
  store: RecordStore;
  audit: AuditLog;
  notifications: {
    meetingDecision(record: DecidedMeeting, decision: MeetingDecision, sequence: number, extras?: MeetingExtras): void;
    meetingChanged: Notifications['meetingChanged'];
  } | null;
  links: VisitorLinks;
  clock?: () => Date;
}

/** What a visitor's link leads to: the meeting as it stands, or why the link does not work. */
export type LinkedMeeting =
  | { ok: true; record: InboxRecord; fields: MeetingRecord; claims: LinkClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * A meeting's life after booking: staff's Confirm (with the join link), Decline (a reason, other
 * times offered), Done and No-show; the visitor's cancel and move from their private link. Each
 * runs in one SQLite transaction with the slot ledger, the record, the decision count (the
 * invitations' SEQUENCE), the audit log and the queued e-mails.
 */
export class MeetingActions {
  private readonly clock: () => Date;

  constructor(private readonly deps: MeetingActionsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * The staff decision hook, inside the transaction that counted the decision. A wrong join link or
   * offer throws, undoing the decision.
   */
  decided(record: DecidedMeeting, decision: MeetingDecision, sequence: number, details: DecisionDetails = {}) {
    const fields = record.fields as MeetingRecord;
    const { life, booking } = this.deps;
    const previous = this.deps.inbox.find('Meeting', record.id);
    if (decision === 'rescheduled')
      throw new MeetingError(422, 'INVALID_DECISION', 'A meeting is moved by the visitor, from their private link.');
    if (decision === 'done' || decision === 'no-show') {
      if (meetingSpan(fields).start.getTime() > this.clock().getTime())
        throw new MeetingError(409, 'TOO_EARLY', 'Done and No-show can be set once the meeting time has begun.');
      return;
    }
    if (decision === 'confirmed') {
      const problem = joinLinkProblem(fields['Meeting Gateway'], details.joinUrl);
      if (problem) throw new MeetingError(422, 'INVALID_JOIN_LINK', problem);
      life.setJoinUrl(record.id, details.joinUrl?.trim() || null);
      // A paid meeting's confirmation says how to pay, as an admin set it.
      const instructions = life.paymentInstructions();
      const paid = meetingDuration(fields['Meeting Duration']).price !== 'Free';
      this.deps.notifications?.meetingDecision(record, decision, sequence, {
        joinUrl: details.joinUrl?.trim() || undefined,
        payment: paid && (instructions.bank || instructions.wallet || instructions.qr) ? instructions : undefined,
      });
      return;
    }
    if (decision === 'declined') {
      booking.release(record.id);
      const minutes = meetingDuration(fields['Meeting Duration']).minutes;
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
      this.deps.notifications?.meetingDecision(record, decision, sequence, {
        reason: reason ?? undefined,
        offers: offers.map((start) => ({ start, url: this.deps.links.offer(record.id, start) })),
      });
      return;
    }
    // cancelled by staff
    if (previous?.decision?.value !== 'cancelled') booking.release(record.id);
    life.revokeLinks(record.id);
    this.deps.notifications?.meetingDecision(record, decision, sequence);
  }

  /**
   * The staff status hook, inside the transaction that sets the status. Spam frees the meeting's
   * time; leaving Spam takes it back for a meeting still on and still ahead, or throws (undoing the
   * change) when someone has booked that time since.
   */
  statusChanged(record: DecidedMeeting, from: RecordStatus, to: RecordStatus) {
    if (to === 'spam') return this.deps.booking.release(record.id);
    if (from !== 'spam') return;
    const decision = this.deps.inbox.find('Meeting', record.id)?.decision?.value;
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
  changeable = (record: InboxRecord) => !closed.includes(record.decision?.value as MeetingDecision);

  /** The visitor cancels: the slot is freed, every link revoked, the visitor and staff told. */
  cancel(token: unknown): LinkedMeeting {
    return this.deps.db.transaction((): LinkedMeeting => {
      const linked = this.open(token);
      if (!linked.ok) return linked;
      const { record } = linked;
      if (!this.changeable(record))
        throw new MeetingError(409, 'MEETING_CLOSED', 'This meeting cannot be changed any more.');
      const sequence = this.deps.inbox.setDecision(record.seq, 'cancelled', null);
      this.deps.booking.release(record.id);
      this.deps.life.revokeLinks(record.id);
      this.tellStaff(record, 'cancelled', undefined);
      this.deps.notifications?.meetingDecision(asDecidedMeeting(record), 'cancelled', sequence);
      return linked;
    })();
  }

  /**
   * The visitor moves the meeting to `start` (an ISO instant), or takes a time staff offered: the
   * same rules as booking (free, minimum notice); a taken time throws SlotTakenError and nothing
   * changes. The record's Preferred date and Preferred Time become the new Nepal date and time.
   */
  move(token: unknown, start: string): LinkedMeeting {
    return this.deps.db.transaction((): LinkedMeeting => {
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
      const sequence = this.deps.inbox.setDecision(record.seq, 'rescheduled', null);
      const updated = { ...record, fields: moved as unknown as InboxRecord['fields'] };
      this.tellStaff(updated, 'rescheduled', previous);
      this.deps.notifications?.meetingDecision(asDecidedMeeting(updated), 'rescheduled', sequence);
      return { ...linked, record: updated, fields: moved };
    })();
  }

  /** Staff hear of it three ways: the e-mail, a note on the record, and the audit log. */
  private tellStaff(
    record: InboxRecord,
    change: 'cancelled' | 'rescheduled',
    previous?: { date: string; time: string },
  ) {
    const fields = record.fields as unknown as MeetingRecord;
    const now = `${fields['Preferred date']} ${fields['Preferred Time']} Nepal time`;
    const detail =
      change === 'cancelled'
        ? `The visitor cancelled the meeting (${now}) from their private link; its time is free again.`
        : `The visitor moved the meeting from ${previous?.date} ${previous?.time} to ${now} from their private link. Confirm the new time.`;
    this.deps.audit.write(visitor, { action: `meeting ${change}`, table: 'Meeting', recordId: record.id, detail });
    this.deps.inbox.addNote(record.seq, visitor, detail);
    this.deps.notifications?.meetingChanged(asDecidedMeeting(record), change, previous);
  }
}
