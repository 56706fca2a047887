import { nepalDateTime } from '../../../schemas/booking-slots';
import { company } from '../../../schemas/company';
import type { MeetingRecord } from '../../../schemas/meeting';
import type { MeetingDecision } from '../../../schemas/staff-api';
import { oneLine, type MailContent, type MailRow } from './mail-layout';
import { meetingFacts } from './meeting-facts';

export interface VisitorMessage {
  subject: string;
  content: MailContent;
}

function meetingRows(record: MeetingRecord): MailRow[] {
  const facts = meetingFacts(record);
  return [
    { label: 'When', value: facts.when },
    { label: 'In words', value: facts.inWords },
    { label: 'Duration', value: `${facts.minutes} minutes` },
    { label: 'Price', value: facts.price },
    { label: 'Gateway', value: oneLine(record['Meeting Gateway']) },
    { label: 'Purpose', value: oneLine(record.Purpose) },
  ];
}

/** A visitor's own words could look like a link (a mail client makes one of `evil.example/p`). */
const linkLike = /:\/\/|[@/\\]|\.[\p{L}\p{N}]/u;
const GREETING_MAX = 30;

/**
 * "Dear {first word}": the confirmation goes to whatever address the form was given, so it carries
 * as little of the visitor's text as possible: one word, capped, and none that could read as a link.
 */
export function greeting(name: string): string {
  const first = oneLine(name)
    .split(' ')[0]
    .replace(/[,;:!?]+$/, '');
  const word = [...first].slice(0, GREETING_MAX).join('');
  return word && !linkLike.test(word) ? `Dear ${word},` : 'Dear visitor,';
}

const contactLine = `Questions? Call us on ${company.phone.display} or reply to this e-mail.`;

/** What a message about a meeting may add to its facts: links signed for this visitor, staff's words. */
export interface MeetingExtras {
  /** The private page to cancel or move the meeting. */
  manageUrl?: string;
  /** Confirmed: the gateway's join link. */
  joinUrl?: string;
  /** Declined: staff's reason, and other free times as one-click links. */
  reason?: string;
  offers?: { start: string; url: string }[];
}

const manageRow = (extras: MeetingExtras | undefined): MailRow[] =>
  extras?.manageUrl
    ? [{ label: 'Change or cancel', value: 'Move or cancel this meeting', href: extras.manageUrl }]
    : [];

/** "Requested: we will confirm by e-mail", sent at once with a tentative invitation. */
export function meetingReceived(record: MeetingRecord, extras?: MeetingExtras): VisitorMessage {
  const facts = meetingFacts(record);
  return {
    subject: `Requested: your meeting on ${facts.short} Nepal time`,
    content: {
      heading: 'Requested: we will confirm by e-mail',
      paragraphs: [
        greeting(record.Name),
        `Thank you for booking a meeting with ${company.name}. Your time is requested, not yet confirmed: we will confirm it by e-mail, with the ${oneLine(record['Meeting Gateway'])} link. The attached invitation holds the time in your calendar as tentative until then.`,
      ],
      rows: [...meetingRows(record), ...manageRow(extras)],
      closing: [contactLine],
    },
  };
}

/** 24 hours or 1 hour before a confirmed meeting: when, and the join link again. */
export function meetingReminder(record: MeetingRecord, lead: '24h' | '1h', extras?: MeetingExtras): VisitorMessage {
  const facts = meetingFacts(record);
  const gateway = oneLine(record['Meeting Gateway']);
  const soon = lead === '1h' ? 'in one hour' : 'tomorrow';
  return {
    subject: `Reminder: your meeting ${soon}, ${facts.short} Nepal time`,
    content: {
      heading: `Reminder: your meeting is ${soon}`,
      paragraphs: [
        greeting(record.Name),
        extras?.joinUrl
          ? `We look forward to meeting you. Join on ${gateway} with the link below at the time.`
          : 'We look forward to meeting you at the time below.',
      ],
      rows: [
        ...(extras?.joinUrl ? [{ label: `Join on ${gateway}`, value: extras.joinUrl, href: extras.joinUrl }] : []),
        ...meetingRows(record),
        ...manageRow(extras),
      ],
      action: extras?.joinUrl ? { label: `Join the meeting on ${gateway}`, href: extras.joinUrl } : undefined,
      closing: [contactLine],
    },
  };
}

/** A decline's offered times, each a link that books it. */
function offerRows(extras: MeetingExtras | undefined): MailRow[] {
  return (extras?.offers ?? []).map((offer, index) => ({
    label: `Free time ${index + 1}`,
    value: `${meetingFacts(nepalFields(offer.start)).short} Nepal time`,
    href: offer.url,
  }));
}

/** The Nepal date and time fields of an instant, to say it as the meeting's facts do. */
function nepalFields(start: string) {
  const { date, time } = nepalDateTime(new Date(start));
  return { 'Preferred date': date, 'Preferred Time': time, 'Meeting Duration': '15 Minutes - Free' } as const;
}

/** The answer once staff confirm or decline, or once the visitor cancelled or moved it from the manage page. */
export function meetingDecided(
  record: MeetingRecord,
  decision: MeetingDecision,
  bookUrl: string,
  extras?: MeetingExtras,
): VisitorMessage {
  const facts = meetingFacts(record);
  const gateway = oneLine(record['Meeting Gateway']);
  if (decision === 'confirmed') {
    const join: MailRow[] = extras?.joinUrl
      ? [{ label: `Join on ${gateway}`, value: extras.joinUrl, href: extras.joinUrl }]
      : [];
    return {
      subject: `Confirmed: your meeting on ${facts.short} Nepal time`,
      content: {
        heading: 'Your meeting is confirmed',
        paragraphs: [
          greeting(record.Name),
          extras?.joinUrl
            ? `We look forward to meeting you. Join on ${gateway} with the link below; the attached invitation updates the one in your calendar and carries the link too.`
            : 'We look forward to meeting you. The attached invitation updates the one in your calendar.',
        ],
        rows: [...join, ...meetingRows(record), ...manageRow(extras)],
        action: extras?.joinUrl ? { label: `Join the meeting on ${gateway}`, href: extras.joinUrl } : undefined,
        closing: [contactLine],
      },
    };
  }
  if (decision === 'rescheduled')
    return {
      subject: `Moved: your meeting is now on ${facts.short} Nepal time`,
      content: {
        heading: 'Moved: we will confirm the new time by e-mail',
        paragraphs: [
          greeting(record.Name),
          'Your meeting has moved to the time below. The attached invitation moves it in your calendar; we will confirm the new time by e-mail.',
        ],
        rows: [...meetingRows(record), ...manageRow(extras)],
        closing: [contactLine],
      },
    };
  if (decision === 'cancelled')
    return {
      subject: `Cancelled: your meeting on ${facts.short} Nepal time`,
      content: {
        heading: 'Your meeting is cancelled',
        paragraphs: [
          greeting(record.Name),
          'You cancelled this meeting; the attached cancellation removes it from your calendar. You are welcome to book another time whenever it suits you.',
        ],
        rows: meetingRows(record),
        action: { label: 'Book another time', href: bookUrl },
        closing: [contactLine],
      },
    };
  const offers = offerRows(extras);
  return {
    subject: `We cannot meet on ${facts.short} Nepal time`,
    content: {
      heading: 'We are sorry: we cannot make this time',
      paragraphs: [
        greeting(record.Name),
        `Thank you for your interest in ${company.name}. Unfortunately we cannot meet at the time you asked for, so we have cancelled the invitation in your calendar.`,
        ...(extras?.reason ? [`Our reason: ${extras.reason}`] : []),
        offers.length > 0
          ? 'We could meet at one of the times below instead: choose one and it is booked for you at once (it stays free until someone takes it).'
          : 'We would be glad to find another time.',
      ],
      rows: [...offers, ...meetingRows(record)],
      action: { label: 'Book another time', href: bookUrl },
      closing: [contactLine],
    },
  };
}
