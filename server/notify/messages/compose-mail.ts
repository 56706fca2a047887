import { company as defaultCompany, type Company } from '../../../schemas/company';
import type { MeetingRecord } from '../../../schemas/meeting';
import { meetingCalendar } from '../../../schemas/meeting-calendar';
import type { DurationPrice } from '../../../schemas/meeting-price-text';
import type { MeetingDecision } from '../../../schemas/staff-api';
import type { StoredRecord } from '../../tables/record-store';
import { followConfirm, newPost, type FollowerLanguage, type PublishedPost } from './follower-messages';
import { renderMail } from './mail-layout';
import {
  accountInvite,
  mailTest,
  meetingChanged,
  meetingReminderForStaff,
  signInCode,
  staffMessage,
} from './staff-messages';
import {
  meetingDecided,
  meetingPaid,
  meetingReceived,
  meetingReminder,
  paymentQrCid,
  type MailLanguage,
  type MeetingExtras,
  type MeetingPaid,
} from './visitor-messages';

/** What a queued e-mail is made from; the message itself is rendered when it is sent or shown. */
export type MailSpec =
  | {
      template: 'staff-new-record';
      table: string;
      record: StoredRecord;
      recordUrl?: string;
      /** A meeting's price as staff priced it when it was booked (null: free). */
      price?: DurationPrice | null;
    }
  | {
      template: 'meeting-received';
      recordId: string;
      fields: MeetingRecord;
      extras?: MeetingExtras;
      lang?: MailLanguage;
    }
  | { template: 'account-invite'; name: string; setupUrl: string }
  | { template: 'sign-in-code'; name: string; code: string }
  | { template: 'mail-test'; name: string; server: string }
  | {
      template: 'meeting-decided';
      recordId: string;
      fields: MeetingRecord;
      decision: MeetingDecision;
      sequence: number;
      bookUrl: string;
      extras?: MeetingExtras;
      lang?: MailLanguage;
    }
  | {
      template: 'meeting-reminder';
      recordId: string;
      fields: MeetingRecord;
      lead: '24h' | '1h';
      extras?: MeetingExtras;
      lang?: MailLanguage;
    }
  | {
      template: 'meeting-paid';
      recordId: string;
      fields: MeetingRecord;
      paid: MeetingPaid;
      extras?: MeetingExtras;
      lang?: MailLanguage;
    }
  | {
      template: 'staff-meeting-reminder';
      recordId: string;
      fields: MeetingRecord;
      lead: '24h' | '1h';
      joinUrl?: string;
      recordUrl?: string;
      price?: DurationPrice | null;
    }
  | {
      template: 'staff-meeting-changed';
      recordId: string;
      fields: MeetingRecord;
      change: 'cancelled' | 'rescheduled';
      /** Before a move: the Nepal date and time it was. */
      previous?: { date: string; time: string };
      price?: DurationPrice | null;
      recordUrl?: string;
    }
  | { template: 'follow-confirm'; lang: FollowerLanguage; confirmUrl: string }
  | {
      template: 'new-post';
      lang: FollowerLanguage;
      post: PublishedPost;
      /** The page with the unsubscribe button, and the address a one-click POST unsubscribes at. */
      unsubscribeUrl: string;
      unsubscribeMailto?: string;
    };

export interface ComposedMail {
  /** A message to a follower: where one click unsubscribes them (RFC 8058), and an address that does too. */
  unsubscribe?: { url: string; mailto?: string };
  subject: string;
  text: string;
  html: string;
  /** The invitation: sent as the message's calendar part and as a file, both `text/calendar; method=…`. */
  invitation?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** A staff notice about a visitor's submission: a reply goes to the visitor. */
  replyTo?: { name: string; address: string };
  /** Images shown in the HTML part by Content-ID: `image` is the site's `/images/…` path, read when sent. */
  inlineImages?: { cid: string; filename: string; image: string }[];
}

function message(spec: MailSpec, company: Company) {
  if (spec.template === 'staff-new-record') return staffMessage(spec.table, spec.record, spec.recordUrl, spec.price);
  if (spec.template === 'meeting-received') return meetingReceived(spec.fields, spec.extras, spec.lang, company);
  if (spec.template === 'meeting-reminder')
    return meetingReminder(spec.fields, spec.lead, spec.extras, spec.lang, company);
  if (spec.template === 'meeting-paid') return meetingPaid(spec.fields, spec.paid, spec.extras, spec.lang, company);
  if (spec.template === 'staff-meeting-reminder')
    return meetingReminderForStaff(spec.fields, spec.lead, spec.joinUrl, spec.recordUrl, spec.price);
  if (spec.template === 'staff-meeting-changed')
    return meetingChanged(spec.fields, spec.change, spec.previous, spec.recordUrl, spec.price);
  if (spec.template === 'account-invite') return accountInvite(spec.name, spec.setupUrl);
  if (spec.template === 'sign-in-code') return signInCode(spec.name, spec.code);
  if (spec.template === 'mail-test') return mailTest(spec.name, spec.server);
  if (spec.template === 'follow-confirm') return followConfirm(spec.lang, spec.confirmUrl, company);
  if (spec.template === 'new-post') return newPost(spec.lang, spec.post, spec.unsubscribeUrl, company);
  return meetingDecided(spec.fields, spec.decision, spec.bookUrl, spec.extras, spec.lang, company);
}

/** The visitor a staff notice is about, when the submission gave an e-mail (only a meeting's form asks one). */
function visitorOf(fields: Record<string, unknown>): { name: string; address: string } | undefined {
  const { Name: name, Email: address } = fields;
  return typeof address === 'string' && address ? { name: typeof name === 'string' ? name : '', address } : undefined;
}

/** The subject alone, for the queue's listing, without rendering the parts. */
export const mailSubject = (spec: MailSpec) => message(spec, defaultCompany).subject;

/**
 * Subject, both parts and any invite; `date` is the message's own date, the invite's DTSTAMP;
 * `company` the facts when it was queued (a message queued before they were kept: the defaults).
 */
export function composeMail(spec: MailSpec, date: Date, company: Company = defaultCompany): ComposedMail {
  const { subject, content } = message(spec, company);
  if (
    spec.template === 'staff-new-record' ||
    spec.template === 'staff-meeting-changed' ||
    spec.template === 'staff-meeting-reminder'
  ) {
    const visitor = visitorOf(spec.template === 'staff-new-record' ? spec.record.fields : spec.fields);
    return { subject, ...renderMail(content, company), ...(visitor && { replyTo: visitor }) };
  }
  if (spec.template === 'new-post')
    return {
      subject,
      ...renderMail(content, company),
      unsubscribe: { url: spec.unsubscribeUrl, ...(spec.unsubscribeMailto && { mailto: spec.unsubscribeMailto }) },
    };
  if (
    spec.template === 'account-invite' ||
    spec.template === 'sign-in-code' ||
    spec.template === 'mail-test' ||
    spec.template === 'meeting-reminder' ||
    spec.template === 'meeting-paid' ||
    spec.template === 'follow-confirm'
  )
    return { subject, ...renderMail(content, company) };
  const decision = spec.template === 'meeting-decided' ? spec.decision : undefined;
  const cancel = decision === 'declined' || decision === 'cancelled';
  // Requested, or moved by the visitor: tentative until staff confirm (again).
  const status = cancel ? 'CANCELLED' : decision === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE';
  const qr = decision === 'confirmed' ? spec.extras?.payment?.qr : undefined;
  return {
    subject,
    ...renderMail(content, company),
    // Attached rather than linked: mail clients show an attached image at once, but many hold back
    // remote ones until the reader allows them, and a QR code to pay by must be there to scan.
    ...(qr && {
      inlineImages: [{ cid: paymentQrCid, filename: `payment-qr${qr.slice(qr.lastIndexOf('.'))}`, image: qr }],
    }),
    invitation: {
      method: cancel ? 'CANCEL' : 'REQUEST',
      filename: cancel ? 'cancelled-meeting.ics' : 'meeting.ics',
      content: meetingCalendar({
        recordId: spec.recordId,
        record: spec.fields,
        method: cancel ? 'CANCEL' : 'REQUEST',
        status,
        sequence: spec.template === 'meeting-received' ? 0 : spec.sequence,
        reader: 'visitor',
        now: date,
        joinUrl: decision === 'confirmed' ? spec.extras?.joinUrl : undefined,
        company,
        lang: spec.lang,
        purposeNe: spec.extras?.purposeNe,
        price: spec.extras?.price,
      }),
    },
  };
}
