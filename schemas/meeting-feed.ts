import { company } from './company';
import { calendarText, meetingCalendar, type MeetingEvent } from './meeting-calendar';

/**
 * A staff member's subscribed calendar: many meetings in one iCalendar object. Each event is the
 * very one `meetingCalendar` writes (the same UID, times, SEQUENCE and STATUS as the visitor's
 * invitations), taken out of its own VCALENDAR; a calendar app that polls the feed updates each
 * meeting in place as it changes.
 */
export function meetingFeed(events: Omit<MeetingEvent, 'method' | 'reader'>[], name: string): string {
  const bodies = events.map((event) => {
    const text = meetingCalendar({ ...event, method: 'PUBLISH', reader: 'staff' });
    return text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VCALENDAR'));
  });
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendarText(company.name)}//Meetings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${calendarText(name)}`,
    'X-WR-TIMEZONE:Asia/Kathmandu',
    // Polled hourly by clients that honour it (Outlook, Apple); Google sets its own pace.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  return `${head.join('\r\n')}\r\n${bodies.join('')}END:VCALENDAR\r\n`;
}
