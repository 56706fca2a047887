import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { company } from '../../schemas/company';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import type { Db } from '../database';
import type { Fields, StoredRecord } from '../tables/record-store';
import { renderMail, type MailContent } from './messages/mail-layout';
import { meetingCalendar } from './messages/meeting-calendar';
import { notifiedTables, staffMessage } from './messages/staff-messages';
import { meetingDecided, meetingReceived, type MeetingDecision } from './messages/visitor-messages';
import type { EmailPayload, NewNotification, NotificationQueue } from './notification-queue';
import type { NotifySettings } from './notify-settings';
import { hasBackOffice, staffRecipients } from './staff-recipients';

const mailDomain = new URL(company.website).hostname;

/** A record as the back office hands it over: at least its id and fields. */
export interface NotifiedRecord {
  id: string;
  fields: Fields;
}

/**
 * Turns submissions and staff decisions into queued notifications. Every method runs inside the
 * caller's SQLite transaction, so a notification exists exactly when what it is about does.
 */
export class SubmissionNotifier {
  constructor(
    private readonly db: Db,
    private readonly queue: NotificationQueue,
    private readonly settings: NotifySettings,
    private readonly log: FastifyBaseLogger,
    private readonly onQueued: () => void,
  ) {}

  /**
   * The record store's and the outbox's hook. A fault in building a message is logged and never
   * refuses the submission; a fault in writing the queue (the disk) refuses both, as it should.
   */
  recordsCreated = (table: string, records: StoredRecord[]) => {
    if (!notifiedTables.includes(table)) return;
    let notifications: NewNotification[];
    try {
      notifications = records.flatMap((record) => this.forNewRecord(table, record));
    } catch (error) {
      this.log.error({ err: error, table }, 'could not build the notifications for a new record');
      return;
    }
    this.queue.add(notifications);
    this.onQueued();
  };

  meetingDecision = (record: NotifiedRecord, decision: MeetingDecision) => {
    const fields = record.fields as MeetingRecord;
    const message = meetingDecided(fields, decision, `${this.settings.siteUrl}/book`);
    const cancel = decision === 'declined';
    const ref = { recordTable: meetingTable, recordId: record.id };
    this.queue.add([
      this.email(`meeting-${decision}`, { name: fields.Name, address: fields.Email }, message, ref, {
        method: cancel ? 'CANCEL' : 'REQUEST',
        filename: cancel ? 'cancelled-meeting.ics' : 'meeting.ics',
        content: meetingCalendar({
          recordId: record.id,
          record: fields,
          method: cancel ? 'CANCEL' : 'REQUEST',
          status: cancel ? 'CANCELLED' : 'CONFIRMED',
          sequence: this.queue.calendarMessages(record.id),
        }),
      }),
    ]);
    this.onQueued();
  };

  private forNewRecord(table: string, record: StoredRecord): NewNotification[] {
    const backOffice = hasBackOffice(this.db);
    const recordUrl =
      backOffice && this.settings.staffUrl
        ? `${this.settings.staffUrl}/staff/records/${encodeURIComponent(table)}/${encodeURIComponent(record.id)}`
        : undefined;
    const staff = staffMessage(table, record, recordUrl);
    const ref = { recordTable: table, recordId: record.id };
    const out: NewNotification[] = staffRecipients(this.db, table, this.settings.staffDefaults[table] ?? []).map(
      (address) => this.email('staff-new-record', address, staff, ref),
    );
    if (this.settings.webhookUrl)
      out.push({
        kind: 'webhook-new-record',
        channel: 'webhook',
        recipient: this.settings.webhookUrl,
        subject: staff.subject,
        payload: {
          body: JSON.stringify({ text: staff.chatText, table, recordId: record.id, url: recordUrl ?? null }),
        },
        ...ref,
      });
    if (table === meetingTable) {
      const fields = record.fields as MeetingRecord;
      out.push(
        this.email('meeting-received', { name: fields.Name, address: fields.Email }, meetingReceived(fields), ref, {
          method: 'REQUEST',
          filename: 'meeting.ics',
          content: meetingCalendar({
            recordId: record.id,
            record: fields,
            method: 'REQUEST',
            status: 'TENTATIVE',
            sequence: 0,
          }),
        }),
      );
    }
    return out;
  }

  private email(
    kind: NewNotification['kind'],
    to: string | { name: string; address: string },
    message: { subject: string; content: MailContent },
    ref: { recordTable: string; recordId: string },
    icalEvent?: EmailPayload['icalEvent'],
  ): NewNotification {
    const payload: EmailPayload = {
      from: this.settings.from,
      to,
      subject: message.subject,
      ...renderMail(message.content),
      messageId: `<${randomUUID()}@${mailDomain}>`,
      date: new Date().toISOString(),
      ...(icalEvent ? { icalEvent } : {}),
    };
    return {
      kind,
      channel: 'email',
      recipient: typeof to === 'string' ? to : to.address,
      subject: message.subject,
      payload,
      ...ref,
    };
  }
}
