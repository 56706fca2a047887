import ICAL from 'ical.js';
import type { ReceivedMail } from './smtp-sink';

/** The invitation attached to a received e-mail, parsed with ical.js: what a calendar would read. */
export function invitation(mail: ReceivedMail) {
  const ics = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}
