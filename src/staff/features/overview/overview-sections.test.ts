import { describe, expect, it } from 'vitest';
import type { OverviewAnswer } from '@schemas/staff-overview';
import { overviewSections } from './overview-sections';

const busyDay: OverviewAnswer = {
  today: '2026-12-06',
  tomorrow: '2026-12-07',
  weekStart: '2026-12-06',
  meetings: {
    today: [
      {
        id: 'recM1',
        start: '2026-12-06T04:45:00.000Z',
        end: '2026-12-06T05:15:00.000Z',
        name: 'Bikash Rai',
        purpose: 'Data Analysis',
        state: 'confirmed',
      },
      {
        id: 'recM2',
        start: '2026-12-06T08:15:00.000Z',
        end: '2026-12-06T09:15:00.000Z',
        name: 'सीता कार्की',
        purpose: 'Study abroad',
        state: 'cancelled',
      },
    ],
    tomorrow: [],
  },
  moreMeetings: { today: 2, tomorrow: 0 },
  waiting: 3,
  unpaid: 1,
  applications: 0,
  health: {
    mail: { server: false, failed: 0, stuck: false },
    backups: { nightly: true, lastAt: '2026-12-05T20:15:00.000Z', ok: true },
    delivery: null,
  },
};

describe('the overview', () => {
  it("says the day's meetings in Nepal time, what waits, and the health, each line opening its list", () => {
    expect(overviewSections(busyDay, true)).toEqual([
      {
        title: 'Today, Sunday, 6 December 2026',
        lines: [
          { text: '10:30–11:00 · Bikash Rai · Data Analysis · Confirmed', to: '/records/Meeting/recM1' },
          { text: '14:00–15:00 · सीता कार्की · Study abroad · Cancelled', to: '/records/Meeting/recM2' },
          { text: '2 more meetings', to: '/inbox/meetings?when=today' },
        ],
      },
      {
        title: 'Tomorrow, Monday, 7 December 2026',
        lines: [{ text: 'No meetings tomorrow', to: '/inbox/meetings?when=tomorrow' }],
      },
      {
        title: 'Waiting for someone',
        lines: [
          {
            text: '3 submissions have waited longer than a working day',
            to: '/inbox?waiting=1',
            attention: true,
          },
          { text: '1 paid meeting is not paid yet', to: '/inbox/meetings?payment=unpaid' },
          { text: '0 career applications this week', to: '/inbox/careers?from=2026-12-06' },
        ],
      },
      {
        title: 'Health',
        lines: [
          {
            text: 'Mail: no mail server is set, so no e-mail leaves (each is only saved on the server)',
            to: '/mail',
            attention: true,
          },
          { text: 'Backups: the last one worked (5 December 2026)', to: '/backups' },
        ],
      },
    ]);
  });

  it('sends staff who are not admins nowhere they may not go, and names failures', () => {
    const [, , , health] = overviewSections(
      {
        ...busyDay,
        health: {
          mail: { server: true, failed: 2, stuck: false },
          backups: { nightly: true, lastAt: '2026-12-05T20:15:00.000Z', ok: false },
          delivery: { pending: 0, dead: 1 },
        },
      },
      false,
    );
    expect(health.lines).toEqual([
      { text: 'Mail: 2 e-mails could not be sent', to: '/mail', attention: true },
      { text: 'Backups: the last one failed (5 December 2026)', attention: true },
      { text: 'Delivery: 1 copy could not reach the hosted table', to: '/delivery', attention: true },
    ]);
  });
});
