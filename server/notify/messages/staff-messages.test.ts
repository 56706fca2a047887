import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '../../../schemas/meeting';
import { meeting } from '../../testing/sample-records';
import { meetingChanged, meetingReminderForStaff, staffMessage } from './staff-messages';

// Tuesday 1 December 2026, 10:30 in Nepal is 23:45 the evening before in New York.
const booked = (zone?: string): MeetingRecord => ({
  ...meeting(),
  'Preferred date': '2026-12-01',
  'Preferred Time': '10:30',
  ...(zone && { 'Visitor Time Zone': zone }),
});
const newYork = { label: 'Visitor’s time', value: 'Monday, 30 November 2026, 23:45 New York time' };
const stored = (fields: MeetingRecord) => ({ id: 'rec1', createdTime: '2026-11-20T04:00:00.000Z', fields });

describe('staff e-mails about a meeting', () => {
  it('give the visitor’s own time beside Nepal’s when they booked from another zone', () => {
    const fields = booked('America/New_York');
    for (const rows of [
      staffMessage('Meeting', stored(fields), undefined).content.rows,
      meetingReminderForStaff(fields, '24h', undefined, undefined).content.rows,
      meetingChanged(fields, 'rescheduled', { date: '2026-11-30', time: '11:00' }, undefined).content.rows,
      meetingChanged(fields, 'cancelled', undefined, undefined).content.rows,
    ]) {
      const when = rows!.findIndex((row) => row.value === 'Tuesday, 1 December 2026, 10:30 Nepal time (UTC+05:45)');
      expect(when).toBeGreaterThanOrEqual(0);
      expect(rows![when + 1]).toEqual(newYork);
    }
  });

  it('say Nepal time alone for a booking from Nepal or with no zone', () => {
    for (const zone of [undefined, 'Asia/Kathmandu'])
      for (const rows of [
        staffMessage('Meeting', stored(booked(zone)), undefined).content.rows,
        meetingReminderForStaff(booked(zone), '1h', undefined, undefined).content.rows,
      ])
        expect(rows!.map((row) => row.label)).not.toContain('Visitor’s time');
  });

  it('say what the visitor was asked to pay, as staff priced it, in NPR', () => {
    const fields = booked();
    const set = { paisa: 800_000, usd: 60 };
    const durationRow = (rows: { label: string; value: string }[] | undefined) =>
      rows!.find((row) => row.label === 'Duration')?.value;
    expect(durationRow(staffMessage('Meeting', stored(fields), undefined, set).content.rows)).toBe(
      '30 minutes, NPR 8,000 (about USD 60)',
    );
    expect(staffMessage('Meeting', stored(fields), undefined, set).content.paragraphs[0]).toContain(
      'a 30-minute meeting (NPR 8,000 (about USD 60))',
    );
    expect(meetingReminderForStaff(fields, '1h', undefined, undefined, set).content.paragraphs[0]).toContain(
      '(NPR 8,000 (about USD 60))',
    );
    expect(durationRow(meetingChanged(fields, 'cancelled', undefined, undefined, set).content.rows)).toBe(
      '30 minutes, NPR 8,000 (about USD 60)',
    );
    expect(
      durationRow(
        meetingChanged(fields, 'cancelled', undefined, undefined, { paisa: 500_000, usd: null }).content.rows,
      ),
    ).toBe('30 minutes, NPR 5,000');
    // Queued before prices were kept: the duration's default price, never the spec option's "USD 49" alone.
    expect(durationRow(staffMessage('Meeting', stored(fields), undefined).content.rows)).toBe(
      '30 minutes, NPR 6,500 (about USD 49)',
    );
    expect(
      durationRow(
        meetingChanged({ ...fields, 'Meeting Duration': '15 Minutes - Free' }, 'cancelled', undefined, undefined, null)
          .content.rows,
      ),
    ).toBe('15 minutes, Free');
  });
});
