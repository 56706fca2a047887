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

/** "We received your request", sent at once with a tentative invite. */
export function meetingReceived(record: MeetingRecord): VisitorMessage {
  const facts = meetingFacts(record);
  return {
    subject: `We received your meeting request for ${facts.short} Nepal time`,
    content: {
      heading: 'We received your meeting request',
      paragraphs: [
        greeting(record.Name),
        `Thank you for booking a meeting with ${company.name}. We will confirm the time by e-mail shortly; the attached invitation holds the time in your calendar until then.`,
      ],
      rows: meetingRows(record),
      closing: [contactLine],
    },
  };
}

/** The answer once staff confirm or decline; a decline invites the visitor to book another time. */
export function meetingDecided(record: MeetingRecord, decision: MeetingDecision, bookUrl: string): VisitorMessage {
  const facts = meetingFacts(record);
  if (decision === 'confirmed')
    return {
      subject: `Confirmed: your meeting on ${facts.short} Nepal time`,
      content: {
        heading: 'Your meeting is confirmed',
        paragraphs: [
          greeting(record.Name),
          `We look forward to meeting you. The attached invitation updates the one in your calendar; we will send the ${oneLine(record['Meeting Gateway'])} link before the meeting.`,
        ],
        rows: meetingRows(record),
        closing: [contactLine],
      },
    };
  return {
    subject: `We cannot meet on ${facts.short} Nepal time`,
    content: {
      heading: 'We are sorry: we cannot make this time',
      paragraphs: [
        greeting(record.Name),
        `Thank you for your interest in ${company.name}. Unfortunately we cannot meet at the time you asked for, so we have cancelled the invitation in your calendar. We would be glad to find another time.`,
      ],
      rows: meetingRows(record),
      action: { label: 'Book another time', href: bookUrl },
      closing: [contactLine],
    },
  };
}
