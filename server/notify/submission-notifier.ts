import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { company as defaultCompany, type Company } from '../../schemas/company';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import type { DurationPrice } from '../../schemas/meeting-price-text';
import type { MeetingDecision } from '../../schemas/staff-api';
import type { Config } from '../config';
import type { Fields, StoredRecord } from '../tables/record-store';
import type { OutgoingMail } from './outgoing-mail';
import { mailSubject, type MailSpec } from './messages/compose-mail';
import type { MailLanguage, MeetingExtras, MeetingPaid } from './messages/visitor-messages';
import { notifiedTables, staffMessage } from './messages/staff-messages';
import { NOT_BUILT, SKIPPED, type NewNotification, type NotificationQueue } from './notification-queue';

const mailDomain = new URL(defaultCompany.website).hostname;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the queueing side needs from the configuration. */
export interface NotifySettings {
  /** The sender, named after the company as its facts are now. */
  from(): string;
  /** The company's facts now (Content → Company facts), kept with each queued e-mail. */
  company(): Company;
  /** The public site, for visitors' links (book again). */
  siteUrl: string;
  /** Where the back office is reached, for staff links; undefined when not known. */
  staffUrl: string | undefined;
  staffDefaults: Record<string, string[]>;
  /** The webhook in force (environment or back office), read at each new record. */
  webhookUrl(): string | undefined;
  /** "We received your request" e-mails: per visitor address per day, and for everyone per hour. */
  visitorLimits: { perAddressPerDay: number; perHour: number };
}

/**
 * `facts`: the company's facts as staff set them (the company settings); the shipped ones without.
 * `outgoing`: the sender and webhook an admin set in the back office, under the environment's.
 */
export function notifySettings(
  config: Config,
  facts: { company(): Company } = { company: () => defaultCompany },
  outgoing?: Pick<OutgoingMail, 'sender' | 'webhookUrl'>,
): NotifySettings {
  const company = () => facts.company();
  const listening = config.PORT === 0 ? undefined : `http://${config.HOST}:${config.PORT}`;
  return {
    from: () => `"${company().name}" <${config.NOTIFY_FROM ?? outgoing?.sender() ?? company().email}>`,
    company,
    siteUrl: config.PUBLIC_URL ?? defaultCompany.website,
    staffUrl: config.PUBLIC_URL ?? listening,
    staffDefaults: {
      [callbackTable]: config.NOTIFY_CALLBACK_TO,
      [meetingTable]: config.NOTIFY_MEETING_TO,
      [careerTable]: config.NOTIFY_CAREER_TO,
    },
    webhookUrl: outgoing?.webhookUrl ?? (() => config.NOTIFY_WEBHOOK_URL),
    visitorLimits: {
      perAddressPerDay: config.NOTIFY_VISITOR_PER_ADDRESS_PER_DAY,
      perHour: config.NOTIFY_VISITOR_PER_HOUR,
    },
  };
}

/** Who in the back office asked to be told about new records of a table (the staff accounts answer). */
export interface NotifiedStaff {
  notifiedAddresses(table: string): string[];
}

/** A record as the back office hands it over: at least its id and fields. */
export interface NotifiedRecord {
  id: string;
  fields: Fields;
}

/** A meeting's visitor as the meetings domain tells it: their language and private manage link (none when not kept). */
export interface MeetingVisitor {
  lang: MailLanguage;
  manageUrl: string | undefined;
  /** The meeting's purpose by the Nepali name staff gave it, when the company added it. */
  purposeNe?: string;
  /** While payment is due online: the amount and a "Pay with …" link per wallet (issue 46). */
  pay?: MeetingExtras['pay'];
  /** What the meeting costs as staff priced it (null: free). */
  price?: MeetingExtras['price'];
}

/**
 * What every e-mail to a meeting's visitor carries besides its own: the manage link, an added
 * purpose's Nepali name, the price, and while payment is due the pay links.
 */
const visitorExtras = (visitor: MeetingVisitor): MeetingExtras => ({
  manageUrl: visitor.manageUrl,
  ...(visitor.purposeNe && { purposeNe: visitor.purposeNe }),
  ...(visitor.pay && { pay: visitor.pay }),
  ...(visitor.price !== undefined && { price: visitor.price }),
});

/**
 * Turns submissions and staff decisions into queued notifications. Every method runs inside the
 * caller's SQLite transaction, so a notification exists exactly when what it is about does.
 */
export class SubmissionNotifier {
  constructor(
    private readonly queue: NotificationQueue,
    private readonly settings: NotifySettings,
    private readonly log: FastifyBaseLogger,
    private readonly staff: NotifiedStaff,
  ) {}

  /**
   * The record store's and the outbox's hook. A fault in building a message never refuses the
   * submission and never costs the other messages: that one is kept as failed with the fault (the
   * Mail page shows it, staff may resend it) and logged. A fault in writing the queue (the disk)
   * refuses both, as it should. A Meeting is told by the meetings domain (`meetingBooked`).
   */
  recordsCreated = (table: string, records: StoredRecord[]) => {
    if (table === meetingTable || !notifiedTables.includes(table)) return;
    this.queueNew(table, records);
  };

  /** A meeting was booked: the staff who hear of new meetings, the webhook, and the visitor in their language. */
  meetingBooked = (record: StoredRecord, visitor: MeetingVisitor) => this.queueNew(meetingTable, [record], visitor);

  private queueNew(table: string, records: StoredRecord[], visitor?: MeetingVisitor) {
    let notifications: NewNotification[];
    try {
      notifications = records.flatMap((record) => this.forNewRecord(table, record, visitor));
    } catch (error) {
      this.log.error({ err: error, table }, 'could not build the notifications for a new record');
      return;
    }
    // One at a time, so each visitor e-mail's limit counts the ones queued before it in this batch.
    for (const notification of notifications) this.queue.add([this.limited(notification)]);
  }

  /**
   * A form can send the confirmation to any address, so those e-mails are limited per address and
   * overall; one over a limit is kept, marked, and not sent (staff see it and may resend it).
   */
  private limited(notification: NewNotification): NewNotification {
    if (notification.kind !== 'meeting-received' || notification.skipped) return notification;
    const { perAddressPerDay, perHour } = this.settings.visitorLimits;
    const now = Date.now();
    const since = (ms: number) => new Date(now - ms).toISOString();
    const toAddress = this.queue.countSince(notification.kind, since(DAY), notification.recipient);
    if (toAddress >= perAddressPerDay)
      return { ...notification, skipped: `${SKIPPED}: ${perAddressPerDay} to this address in 24 hours` };
    if (this.queue.countSince(notification.kind, since(HOUR)) >= perHour)
      return { ...notification, skipped: `${SKIPPED}: ${perHour} visitor e-mails in the last hour` };
    return notification;
  }

  /** Done and No-show are for staff only: the visitor gets no e-mail about them. */
  meetingDecision = (
    record: NotifiedRecord,
    decision: MeetingDecision,
    sequence: number,
    visitor: MeetingVisitor,
    extras?: MeetingExtras,
  ) => {
    if (decision === 'done' || decision === 'no-show') return;
    const fields = record.fields as MeetingRecord;
    this.queue.add([
      this.email(`meeting-${decision}`, { name: fields.Name, address: fields.Email }, meetingTable, {
        template: 'meeting-decided',
        recordId: record.id,
        fields,
        decision,
        sequence,
        bookUrl: `${this.settings.siteUrl}${visitor.lang === 'ne' ? '/ne' : ''}/book`,
        extras: { ...visitorExtras(visitor), ...extras },
        lang: visitor.lang,
      }),
    ]);
  };

  /** A wallet's server confirmed the visitor's payment: their receipt (issue 46). */
  meetingPaid = (record: NotifiedRecord, visitor: MeetingVisitor, paid: MeetingPaid) => {
    const fields = record.fields as MeetingRecord;
    this.queue.add([
      this.email('meeting-paid', { name: fields.Name, address: fields.Email }, meetingTable, {
        template: 'meeting-paid',
        recordId: record.id,
        fields,
        paid,
        extras: { ...visitorExtras(visitor), pay: undefined },
        lang: visitor.lang,
      }),
    ]);
  };

  /** The visitor cancelled or moved a meeting: the staff who hear of new meetings hear of it. */
  meetingChanged = (
    record: NotifiedRecord,
    change: 'cancelled' | 'rescheduled',
    previous: { date: string; time: string } | undefined,
    price: DurationPrice | null,
  ) => {
    const spec: MailSpec = {
      template: 'staff-meeting-changed',
      recordId: record.id,
      fields: record.fields as MeetingRecord,
      change,
      previous,
      recordUrl: this.recordUrl(meetingTable, record.id),
      price,
    };
    this.queue.add(
      this.staffFor(meetingTable).map((address) => this.email('staff-meeting-changed', address, meetingTable, spec)),
    );
  };

  /**
   * 24 hours or 1 hour before a confirmed meeting: the visitor (with the join and manage links)
   * and the staff who hear of meetings (the lead routes these to the assigned colleague at merge).
   */
  /** `host`: the colleague the meeting is assigned to, who alone gets the staff reminder; else everyone who gets new meetings. */
  meetingReminder = (
    record: NotifiedRecord,
    lead: '24h' | '1h',
    joinUrl: string | undefined,
    visitor: MeetingVisitor,
    host?: { name: string; address: string },
  ) => {
    const fields = record.fields as MeetingRecord;
    const staffSpec: MailSpec = {
      template: 'staff-meeting-reminder',
      recordId: record.id,
      fields,
      lead,
      joinUrl,
      recordUrl: this.recordUrl(meetingTable, record.id),
      ...(visitor.price !== undefined && { price: visitor.price }),
    };
    this.queue.add([
      this.email('meeting-reminder', { name: fields.Name, address: fields.Email }, meetingTable, {
        template: 'meeting-reminder',
        recordId: record.id,
        fields,
        lead,
        extras: { joinUrl, ...visitorExtras(visitor) },
        lang: visitor.lang,
      }),
      ...(host
        ? [this.email('staff-meeting-reminder', host, meetingTable, staffSpec)]
        : this.staffFor(meetingTable).map((address) =>
            this.email('staff-meeting-reminder', address, meetingTable, staffSpec),
          )),
    ]);
  };

  /**
   * Who is told about a new record of `table`: the active staff who asked for it in the back office,
   * plus the environment's default list; each address once, whatever its case.
   */
  private staffFor(table: string): string[] {
    const seen = new Set<string>();
    return [...this.staff.notifiedAddresses(table), ...(this.settings.staffDefaults[table] ?? [])].filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private recordUrl(table: string, id: string) {
    return this.settings.staffUrl
      ? `${this.settings.staffUrl}/staff/records/${encodeURIComponent(table)}/${encodeURIComponent(id)}`
      : undefined;
  }

  accountInvite = (to: { name: string; address: string }, setupUrl: string) => {
    this.queue.add([
      this.email('account-invite', to, undefined, { template: 'account-invite', name: to.name, setupUrl }),
    ]);
  };

  private forNewRecord(table: string, record: StoredRecord, visitor?: MeetingVisitor): NewNotification[] {
    const recordUrl = this.recordUrl(table, record.id);
    const staffSpec: MailSpec = {
      template: 'staff-new-record',
      table,
      record,
      recordUrl,
      ...(visitor?.price !== undefined && { price: visitor.price }),
    };
    const out: NewNotification[] = this.staffFor(table).map((address) =>
      this.email('staff-new-record', address, table, staffSpec),
    );
    const webhookUrl = this.settings.webhookUrl();
    if (webhookUrl) {
      const staff = staffMessage(table, record, recordUrl, visitor?.price);
      out.push({
        kind: 'webhook-new-record',
        channel: 'webhook',
        // A chat tool's webhook URL is itself a secret: the listing shows its origin only.
        recipient: new URL(webhookUrl).origin,
        subject: staff.subject,
        payload: {
          body: JSON.stringify({ text: staff.chatText, table, recordId: record.id, url: recordUrl ?? null }),
        },
        recordTable: table,
        recordId: record.id,
      });
    }
    if (visitor) {
      const fields = record.fields as MeetingRecord;
      out.push(
        this.email('meeting-received', { name: fields.Name, address: fields.Email }, table, {
          template: 'meeting-received',
          recordId: record.id,
          fields,
          extras: visitorExtras(visitor),
          lang: visitor.lang,
        }),
      );
    }
    return out;
  }

  private email(
    kind: NewNotification['kind'],
    to: string | { name: string; address: string },
    recordTable: string | undefined,
    mail: MailSpec,
  ): NewNotification {
    const date = new Date();
    let subject: string;
    let notBuilt: string | undefined;
    try {
      subject = mailSubject(mail);
    } catch (error) {
      this.log.error({ err: error, kind, recordTable }, 'could not build a notification; kept as failed for staff');
      subject = `(not built) ${kind}`;
      notBuilt = `${NOT_BUILT}: ${error instanceof Error ? error.message : String(error)}`;
    }
    return {
      kind,
      channel: 'email',
      recipient: typeof to === 'string' ? to : to.address,
      subject,
      ...(notBuilt && { skipped: notBuilt }),
      payload: {
        from: this.settings.from(),
        to,
        messageId: `<${randomUUID()}@${mailDomain}>`,
        date: date.toISOString(),
        mail,
        company: this.settings.company(),
      },
      recordTable,
      recordId: mail.template === 'staff-new-record' ? mail.record.id : 'recordId' in mail ? mail.recordId : undefined,
    };
  }
}
