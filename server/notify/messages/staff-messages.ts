import type { CallbackRecord } from '../../../schemas/callback-request';
import { callbackTable } from '../../../schemas/callback-request';
import type { CareerRecord } from '../../../schemas/career-application';
import { careerTable } from '../../../schemas/career-application';
import type { MeetingRecord } from '../../../schemas/meeting';
import type { DurationPrice } from '../../../schemas/meeting-price-text';
import { meetingTable } from '../../../schemas/meeting';
import { company } from '../../../schemas/company';
import { NEPAL_OFFSET_MINUTES } from '../../../schemas/nepal-time';
import type { StoredRecord } from '../../tables/record-store';
import { oneLine, type MailContent, type MailRow } from './mail-layout';
import { meetingFacts } from './meeting-facts';

export interface StaffMessage {
  subject: string;
  content: MailContent;
  /** One line for chat tools (Slack-style webhooks). */
  chatText: string;
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const text = (value: unknown) => oneLine(typeof value === 'string' ? value : '');
const fullName = (fields: { 'First Name': string; 'Last Name': string }) =>
  oneLine(`${fields['First Name']} ${fields['Last Name']}`);

/** When the record arrived, in Nepal time: "2026-11-23 15:30 Nepal time". */
function receivedAt(createdTime: string): string {
  const local = new Date(new Date(createdTime).getTime() + NEPAL_OFFSET_MINUTES * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} Nepal time`;
}

function callback(fields: CallbackRecord): Omit<StaffMessage, 'content'> & { rows: MailRow[]; intro: string } {
  const name = fullName(fields);
  const phone = text(fields['Phone No']);
  return {
    subject: `Callback request: ${name}, ${phone}`,
    chatText: `Callback request: ${name}, ${phone}`,
    intro: `${name} asks to be called back.`,
    rows: [
      { label: 'Name', value: name },
      { label: 'Phone', value: phone, href: tel(phone) },
    ],
  };
}

/** The visitor's own time beside Nepal's, when they booked from another zone (staff may be asked about it). */
const visitorTimeRow = (facts: ReturnType<typeof meetingFacts>): MailRow[] =>
  facts.visitorWhen ? [{ label: 'Visitor’s time', value: facts.visitorWhen }] : [];

function meeting(
  fields: MeetingRecord,
  price?: DurationPrice | null,
): Omit<StaffMessage, 'content'> & { rows: MailRow[]; intro: string } {
  const name = text(fields.Name);
  const facts = meetingFacts(fields, price);
  const phone = text(fields.Phone);
  const rows: MailRow[] = [
    { label: 'Name', value: name },
    { label: 'E-mail', value: text(fields.Email), href: `mailto:${text(fields.Email)}` },
    ...(phone ? [{ label: 'Phone', value: phone, href: tel(phone) }] : []),
    ...(fields.Country ? [{ label: 'Country', value: text(fields.Country) }] : []),
    { label: 'When', value: facts.when },
    ...visitorTimeRow(facts),
    { label: 'Duration', value: `${facts.minutes} minutes, ${facts.price}` },
    { label: 'Purpose', value: text(fields.Purpose) },
    { label: 'Gateway', value: text(fields['Meeting Gateway']) },
    { label: 'Organisation', value: text(fields['Organisation Type']) },
    ...(fields['Additional Notes'] ? [{ label: 'Notes', value: fields['Additional Notes'].trim() }] : []),
  ];
  return {
    subject: `Meeting request: ${name}, ${facts.short} Nepal time`,
    chatText: `Meeting request: ${name}, ${facts.short} Nepal time, ${facts.minutes} min, ${text(fields['Meeting Gateway'])}`,
    intro: `${name} asks for a ${facts.minutes}-minute meeting (${facts.price}). Confirm or decline it in the back office; the visitor is told by e-mail.`,
    rows,
  };
}

function career(fields: CareerRecord): Omit<StaffMessage, 'content'> & { rows: MailRow[]; intro: string } {
  const name = fullName(fields);
  const position = text(fields['Employment Type']);
  const phone = text(fields['Phone Number']);
  return {
    subject: `Career application: ${name}, ${position}`,
    chatText: `Career application: ${name}, ${position}, ${phone}`,
    intro: `${name} applies for a ${position.toLowerCase()} position. The CV, cover letter, headshot and citizenship document are in the back office.`,
    rows: [
      { label: 'Name', value: name },
      { label: 'Position', value: position },
      { label: 'Phone', value: phone, href: tel(phone) },
      { label: 'City', value: text(fields.City) },
      { label: 'Education', value: `${text(fields['Highest Education'])}, ${text(fields['Passed Year'])}` },
      { label: 'Duty hours', value: text(fields['Duty Hours']) },
      { label: 'Expected salary', value: text(fields['Expected Monthly Salary']) },
    ],
  };
}

const builders: Record<string, (fields: never, price?: DurationPrice | null) => ReturnType<typeof callback>> = {
  [callbackTable]: callback,
  [meetingTable]: meeting,
  [careerTable]: career,
};

export const notifiedTables = Object.keys(builders);

/**
 * Slack-style text reads `<url|label>`, `<!channel>` and `<@user>` as markup: a visitor's `<`, `>`
 * and `&` are escaped as those services ask, so they show as typed.
 */
const chatEscape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The staff e-mail about a new submission; `recordUrl` is its back-office page when there is one,
 * `price` a meeting's as staff priced it.
 */
export function staffMessage(
  table: string,
  record: StoredRecord,
  recordUrl: string | undefined,
  price?: DurationPrice | null,
): StaffMessage {
  const built = builders[table](record.fields as never, price);
  return {
    subject: built.subject,
    chatText: chatEscape(recordUrl ? `${built.chatText} ${recordUrl}` : built.chatText),
    content: {
      heading: built.subject,
      paragraphs: [built.intro],
      rows: [...built.rows, { label: 'Received', value: receivedAt(record.createdTime) }],
      action: recordUrl ? { label: 'Open in the back office', href: recordUrl } : undefined,
    },
  };
}

/** A colleague's one-time link to set their back-office password. */
export function accountInvite(name: string, setupUrl: string): { subject: string; content: MailContent } {
  const subject = `Your back-office account at ${company.name}`;
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        `Hello ${oneLine(name)}, an account has been made for you in ${company.name}'s back office, where new callback requests, meetings and job applications are handled.`,
        'Choose your password with the link below. It works once, for 72 hours; if it has expired, ask an admin for a new one.',
      ],
      action: { label: 'Set your password', href: setupUrl },
      closing: ['If you did not expect this e-mail, ignore it: nothing happens until the link is used.'],
    },
  };
}

/** The one-time code a right password needs while the account is under attack; never queued or stored. */
export function signInCode(name: string, code: string): { subject: string; content: MailContent } {
  return {
    subject: `Your sign-in code: ${code}`,
    content: {
      heading: 'Your sign-in code',
      paragraphs: [
        `Hello ${oneLine(name)},`,
        `Someone, probably you, signed in to the back office with your password from a new place while your account has had many failed attempts. Enter this code to finish signing in; it works for 10 minutes:`,
        code,
      ],
      closing: ['If this was not you, your password is known to someone else: change it at once and tell an admin.'],
    },
  };
}

/** Mail settings' "Send a test e-mail to me": proof that the server set takes the company's mail. */
export function mailTest(name: string, server: string): { subject: string; content: MailContent } {
  return {
    subject: 'Test e-mail from the back office',
    content: {
      heading: 'Mail works',
      paragraphs: [
        `Hello ${oneLine(name)},`,
        `This message went through the mail server ${oneLine(server)}, as set in the back office's Mail settings. Visitors' confirmations and staff notifications go out the same way.`,
      ],
      closing: ['Nothing else to do: you may delete this e-mail.'],
    },
  };
}

/** 24 hours or 1 hour before a confirmed meeting, to the staff who hear of meetings. */
export function meetingReminderForStaff(
  fields: MeetingRecord,
  lead: '24h' | '1h',
  joinUrl: string | undefined,
  recordUrl: string | undefined,
  price?: DurationPrice | null,
): { subject: string; content: MailContent } {
  const name = text(fields.Name);
  const facts = meetingFacts(fields, price);
  const subject = `Reminder: meeting with ${name} ${lead === '1h' ? 'in one hour' : 'tomorrow'}, ${facts.short} Nepal time`;
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [`${name} booked a ${facts.minutes}-minute meeting (${facts.price}) about ${text(fields.Purpose)}.`],
      rows: [
        { label: 'When', value: facts.when },
        ...visitorTimeRow(facts),
        { label: 'Gateway', value: text(fields['Meeting Gateway']) },
        ...(joinUrl ? [{ label: 'Join', value: joinUrl, href: joinUrl }] : []),
        { label: 'E-mail', value: text(fields.Email), href: `mailto:${text(fields.Email)}` },
      ],
      action: recordUrl ? { label: 'Open in the back office', href: recordUrl } : undefined,
    },
  };
}

/** The visitor cancelled or moved a meeting from their manage page: staff hear of it at once. */
export function meetingChanged(
  fields: MeetingRecord,
  change: 'cancelled' | 'rescheduled',
  previous: { date: string; time: string } | undefined,
  recordUrl: string | undefined,
  price?: DurationPrice | null,
): { subject: string; content: MailContent } {
  const name = text(fields.Name);
  const facts = meetingFacts(fields, price);
  const was = previous && meetingFacts({ ...fields, 'Preferred date': previous.date, 'Preferred Time': previous.time });
  const subject =
    change === 'cancelled'
      ? `Meeting cancelled by the visitor: ${name}, ${facts.short} Nepal time`
      : `Meeting moved by the visitor: ${name}, now ${facts.short} Nepal time`;
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        change === 'cancelled'
          ? `${name} cancelled the meeting from their private link; its time is free again.`
          : `${name} moved the meeting from their private link to a free time. Confirm the new time in the back office (with the join link); the visitor has been told it is requested.`,
      ],
      rows: [
        { label: change === 'cancelled' ? 'Was' : 'Now', value: facts.when },
        ...visitorTimeRow(facts),
        ...(was ? [{ label: 'Was', value: was.when }] : []),
        { label: 'Duration', value: `${facts.minutes} minutes, ${facts.price}` },
        { label: 'E-mail', value: text(fields.Email), href: `mailto:${text(fields.Email)}` },
      ],
      action: recordUrl ? { label: 'Open in the back office', href: recordUrl } : undefined,
    },
  };
}
