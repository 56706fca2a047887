import type { Db } from '../storage/db';
import type { FileStore } from '../files/file-store';
import { mailFileName } from '../notify/notification-sender';
import { forgetNotificationsAbout, notificationsAbout } from '../notify/notification-queue';
import type { Actor, AuditLog } from '../staff/audit-log';
import type { InboxStore } from '../staff/inbox/inbox-store';
import { recordAttachments } from '../staff/inbox/record-attachments';
import type { PlacedRecord, RecordStore } from '../tables/record-store';
import type { UploadLedger } from '../uploads/upload-ledger';
import type { UploadStore } from '../uploads/upload-store';
import { typedDb } from '../storage/typed-db';
import type { SubscriberStore } from '../subscribers/subscriber-store';
import type { Outbox } from '../mirror/outbox';
import type { Mirror } from '../mirror/start-mirror';
import type { MirrorErasure } from '../../schemas/retention';

/** The tables whose records are about a visitor. */
export const personalTables = ['Request-Callback', 'Meeting', 'Career'] as const;

export type HeldRecord = PlacedRecord;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * What a search for one person means: an e-mail address (any field equal to it, case aside) or a
 * phone number (any field with the same last 10 digits, so +977 98… and 98… match). Undefined
 * for a query that is neither, so a search for "a" never lists everyone.
 */
export function personMatcher(query: string): { hint: string; matches: (value: string) => boolean } | undefined {
  const text = query.trim().toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    return { hint: text, matches: (value) => value.trim().toLowerCase() === text };
  const phone = digits(text);
  if (phone.length < 7 || /[^\d\s+()./-]/.test(text)) return undefined;
  const tail = phone.slice(-10);
  return {
    hint: phone.slice(-4),
    matches: (value) => {
      const found = digits(value);
      return found.length >= 7 && !/[^\d\s+()./-]/.test(value) && found.slice(-10) === tail;
    },
  };
}

/** Everything the gateway holds about submissions: finding, exporting and deleting them. */
export class PersonalData {
  constructor(
    private readonly db: Db,
    private readonly store: RecordStore,
    private readonly uploads: UploadStore,
    private readonly ledger: UploadLedger,
    private readonly audit: AuditLog,
    private readonly inbox: InboxStore,
    /** DATA_DIR/mail: messages written as files when no SMTP is configured. */
    private readonly mail: FileStore,
    /** The blog's followers: a person's address is one of them, or not. */
    private readonly subscribers: SubscriberStore,
    /** The copies waiting for the hosted table mirror, and the hosted ids of those delivered. */
    private readonly outbox: Outbox,
    /** The hosted table mirror, when one is configured. */
    private readonly mirror: Pick<Mirror, 'erase' | 'preview'> | undefined,
  ) {}

  /** The blog follower with this address (a phone number is none). */
  subscription(query: string) {
    const matcher = personMatcher(query);
    return (matcher && query.includes('@') && this.subscribers.find(query)) || null;
  }

  /** Every submission that names this person (by e-mail or phone), oldest first. */
  find(query: string): HeldRecord[] {
    const matcher = personMatcher(query);
    if (!matcher) return [];
    return this.store
      .mentioningAny(personalTables, matcher.hint)
      .filter((record) =>
        Object.values(record.fields).some((value) => typeof value === 'string' && matcher.matches(value)),
      );
  }

  /** What erasing these records would do upstream, when a mirror is configured. */
  mirrorPreview(records: HeldRecord[]): MirrorErasure | undefined {
    return this.mirror?.preview(
      records.map((record) => record.id),
      this.fileNames(records),
    );
  }

  private fileNames(records: HeldRecord[]) {
    return records.flatMap((record) => recordAttachments(record.fields, this.uploads).map((file) => file.name));
  }

  /**
   * One file with each record, its back-office notes, status, messages sent about it, audit lines
   * and files (base64), and the person's blog subscription.
   */
  async export(records: HeldRecord[], query?: string) {
    return {
      exportedAt: new Date().toISOString(),
      subscription: query === undefined ? null : this.subscription(query),
      records: await Promise.all(
        records.map(async (record) => ({
          table: record.table,
          id: record.id,
          createdTime: record.createdTime,
          fields: record.fields,
          backOffice: this.inbox.backOffice(record),
          notes: this.inbox
            .notes(record.seq)
            .map((note) => ({ author: note.author?.name ?? null, body: note.body, createdAt: note.createdAt })),
          messages: notificationsAbout(this.db, record.id),
          audit: this.audit.aboutRecord(record.id),
          files: await Promise.all(
            recordAttachments(record.fields, this.uploads).map(async (file) => ({
              field: file.field,
              filename: file.filename,
              kind: file.kind,
              bytes: file.bytes,
              base64: (await this.uploads.bytes(file.name)).toString('base64'),
            })),
          ),
        })),
      ),
    };
  }

  /**
   * A person's request: deletes their records as `delete` does, and in the same transaction
   * cancels the copies still waiting for the hosted table and queues deleting the delivered ones.
   * `mirror` says what happens upstream (only when a mirror is configured).
   */
  async erase(records: HeldRecord[], actor: Actor | null, detail: (files: number) => string, person: string) {
    let mirror: MirrorErasure | undefined;
    const done = await this.delete(records, actor, 'deleted personal data', detail, person, (files) => {
      const copies = this.outbox.forget(records.map((record) => record.id));
      mirror = this.mirror?.erase(copies, files);
    });
    return mirror ? { ...done, mirror } : done;
  }

  /**
   * Deletes the records with their files, back-office rows (the triggers) and queued or sent
   * messages (and their .eml copies), and the blog subscription of `person` (an e-mail address) with
   * its messages, in one transaction, with one audit line; the files go once it is committed.
   * `alongside` runs first in that transaction, given the files' names. The hosted table's copies
   * stay: retention leaves them to the hosted table's own keeping.
   */
  async delete(
    records: HeldRecord[],
    actor: Actor | null,
    action: string,
    detail: (files: number) => string,
    person?: string,
    alongside?: (files: string[]) => void,
  ) {
    const files = this.fileNames(records);
    const messages: number[] = [];
    let subscriptions = 0;
    typedDb(this.db).transaction(() => {
      alongside?.(files);
      for (const record of records) {
        this.store.delete(record.id);
        messages.push(...forgetNotificationsAbout(this.db, record.id));
      }
      const subscriber = person && this.subscription(person) ? this.subscribers.forget(person) : undefined;
      if (subscriber) {
        subscriptions = 1;
        messages.push(...forgetNotificationsAbout(this.db, subscriber));
      }
      this.ledger.forget(files);
      this.audit.write(actor, {
        action,
        table: new Set(records.map((record) => record.table)).size === 1 ? records[0]?.table : null,
        detail: detail(files.length),
      });
    });
    await this.uploads.delete(files);
    // Messages written as files (no SMTP configured) hold the same personal data.
    for (const id of messages) await this.mail.delete(mailFileName(id));
    return { records: records.length, files: files.length, subscriptions };
  }
}
