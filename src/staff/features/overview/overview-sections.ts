import { nepalDateTime } from '@schemas/booking-slots';
import { dateInWords } from '@schemas/date-in-words';
import { meetingStateLabels } from '@schemas/meeting-states';
import type { OverviewAnswer, OverviewMeeting } from '@schemas/staff-overview';

export interface OverviewLine {
  text: string;
  /** The back-office page it opens (below /staff); none where the reader may not open it. */
  to?: string;
  /** Something someone should look at. */
  attention?: true;
}

export interface OverviewSection {
  title: string;
  lines: OverviewLine[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const nepalTime = (iso: string) => nepalDateTime(new Date(iso)).time;

const meetingLine = (meeting: OverviewMeeting): OverviewLine => ({
  text: `${nepalTime(meeting.start)}–${nepalTime(meeting.end)} · ${meeting.name} · ${meeting.purpose} · ${meetingStateLabels[meeting.state]}`,
  to: `/records/Meeting/${meeting.id}`,
});

function dayOfMeetings(title: string, when: 'today' | 'tomorrow', answer: OverviewAnswer): OverviewSection {
  const meetings = answer.meetings[when];
  const more = answer.moreMeetings[when];
  const list = `/inbox/meetings?when=${when}`;
  return {
    title: `${title}, ${dateInWords(answer[when], true)}`,
    lines: meetings.length
      ? [...meetings.map(meetingLine), ...(more ? [{ text: `${more} more meetings`, to: list }] : [])]
      : [{ text: `No meetings ${when}`, to: list }],
  };
}

function mailLine({ mail }: OverviewAnswer['health']): OverviewLine {
  const line = (text: string, attention = true): OverviewLine => ({
    text,
    to: '/mail',
    ...(attention && { attention }),
  });
  if (!mail.server) return line('Mail: no mail server is set, so no e-mail leaves (each is only saved on the server)');
  if (mail.failed) return line(`Mail: ${plural(mail.failed, 'e-mail', 'e-mails')} could not be sent`);
  if (mail.stuck) return line('Mail: e-mails are waiting to be sent for longer than they should');
  return line('Mail: working', false);
}

function backupsLine({ backups }: OverviewAnswer['health'], admin: boolean): OverviewLine {
  const at = backups.lastAt && dateInWords(backups.lastAt.slice(0, 10));
  const line = (text: string, attention = true): OverviewLine => ({
    text,
    ...(admin && { to: '/backups' }),
    ...(attention && { attention }),
  });
  if (backups.ok === false) return line(`Backups: the last one failed (${at})`);
  if (!backups.nightly) return line('Backups: not set up, so nothing is backed up every night');
  if (!at) return line('Backups: none taken yet');
  return line(`Backups: the last one worked (${at})`, false);
}

function deliveryLine(delivery: NonNullable<OverviewAnswer['health']['delivery']>): OverviewLine {
  if (delivery.dead)
    return {
      text: `Delivery: ${plural(delivery.dead, 'copy', 'copies')} could not reach the hosted table`,
      to: '/delivery',
      attention: true,
    };
  if (delivery.pending)
    return { text: `Delivery: ${delivery.pending} on their way to the hosted table`, to: '/delivery' };
  return { text: 'Delivery: every copy reached the hosted table', to: '/delivery' };
}

/** What the overview says, line by line, each with the list or page it opens. */
export function overviewSections(answer: OverviewAnswer, admin: boolean): OverviewSection[] {
  const { waiting, unpaid, applications, health } = answer;
  return [
    dayOfMeetings('Today', 'today', answer),
    dayOfMeetings('Tomorrow', 'tomorrow', answer),
    {
      title: 'Waiting for someone',
      lines: [
        {
          text: waiting
            ? `${plural(waiting, 'submission has', 'submissions have')} waited longer than a working day`
            : 'Nothing has waited longer than a working day',
          to: '/inbox?waiting=1',
          ...(waiting > 0 && { attention: true as const }),
        },
        {
          text: unpaid
            ? `${plural(unpaid, 'paid meeting is', 'paid meetings are')} not paid yet`
            : 'Every paid meeting is paid',
          to: '/inbox/meetings?payment=unpaid',
        },
        {
          text: `${plural(applications, 'career application', 'career applications')} this week`,
          to: `/inbox/careers?from=${answer.weekStart}`,
        },
      ],
    },
    {
      title: 'Health',
      lines: [
        mailLine(health),
        backupsLine(health, admin),
        ...(health.delivery ? [deliveryLine(health.delivery)] : []),
      ],
    },
  ];
}
