import type { MeetingRecord } from '../../../schemas/meeting';
import { meetingCalendar } from '../../../schemas/meeting-calendar';
import type { MeetingDecision } from '../../../schemas/staff-api';
import type { StoredRecord } from '../../tables/record-store';
import { renderMail } from './mail-layout';
import { accountInvite, signInCode, staffMessage } from './staff-messages';
import { meetingDecided, meetingReceived } from './visitor-messages';

/** What a queued e-mail is made from; the message itself is rendered when it is sent or shown. */
export type MailSpec =
  | { template: 'staff-new-record'; table: string; record: StoredRecord; recordUrl?: string }
  | { template: 'meeting-received'; recordId: string; fields: MeetingRecord }
  | { template: 'account-invite'; name: string; setupUrl: string }
  | { template: 'sign-in-code'; name: string; code: string }
  | {
      template: 'meeting-decided';
      recordId: string;
      fields: MeetingRecord;
      decision: MeetingDecision;
      sequence: number;
      bookUrl: string;
    };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

function message(spec: MailSpec) {
  if (spec.template === 'staff-new-record') return staffMessage(spec.table, spec.record, spec.recordUrl);
  if (spec.template === 'meeting-received') return meetingReceived(spec.fields);
  if (spec.template === 'account-invite') return accountInvite(spec.name, spec.setupUrl);
  if (spec.template === 'sign-in-code') return signInCode(spec.name, spec.code);
  return meetingDecided(spec.fields, spec.decision, spec.bookUrl);
}

/** The subject alone, for the queue's listing, without rendering the parts. */
export const mailSubject = (spec: MailSpec) => message(spec).subject;

/** Subject, both parts and any invite; `date` is the message's own date, the invite's DTSTAMP. */
export function composeMail(spec: MailSpec, date: Date): ComposedMail {
  const { subject, content } = message(spec);
  if (spec.template === 'staff-new-record' || spec.template === 'account-invite' || spec.template === 'sign-in-code')
    return { subject, ...renderMail(content) };
  const cancel = spec.template === 'meeting-decided' && spec.decision === 'declined';
  return {
    subject,
    ...renderMail(content),
    icalEvent: {
      method: cancel ? 'CANCEL' : 'REQUEST',
      filename: cancel ? 'cancelled-meeting.ics' : 'meeting.ics',
      content: meetingCalendar({
        recordId: spec.recordId,
        record: spec.fields,
        method: cancel ? 'CANCEL' : 'REQUEST',
        status: spec.template === 'meeting-received' ? 'TENTATIVE' : cancel ? 'CANCELLED' : 'CONFIRMED',
        sequence: spec.template === 'meeting-received' ? 0 : spec.sequence,
        reader: 'visitor',
        now: date,
      }),
    },
  };
}
