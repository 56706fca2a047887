import { describe, expect, it } from 'vitest';
import { meetingTimes } from './format-time';

describe('a meeting time picked in Nepal', () => {
  it('is shown in Nepal time and in the viewer’s own zone', () => {
    expect(meetingTimes('2026-11-30', '14:15', 'Europe/London')).toEqual({
      iso: '2026-11-30T08:30:00.000Z',
      nepal: 'Mon, 30 Nov 2026, 14:15 GMT+5:45',
      local: 'Mon, 30 Nov 2026, 08:30 GMT',
      zone: 'Europe/London',
    });
  });

  it('crosses the date line into the viewer’s previous day when it must', () => {
    expect(meetingTimes('2026-12-01', '09:00', 'America/New_York')?.local).toBe('Mon, 30 Nov 2026, 22:15 GMT-5');
  });

  it('gives one time only to a viewer in Nepal', () => {
    expect(meetingTimes('2026-11-30', '14:15', 'Asia/Kathmandu')?.local).toBeNull();
  });

  it('gives nothing for a missing or malformed date', () => {
    expect(meetingTimes('', '14:15')).toBeNull();
    expect(meetingTimes('2026-13-45x', '14:15')).toBeNull();
    expect(meetingTimes(undefined, undefined)).toBeNull();
  });
});
