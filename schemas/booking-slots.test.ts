import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingDays,
  defaultAvailability,
  freeSlots,
  hoursOn,
  isFreeSlot,
  nearestFreeSlots,
  nepalDateTime,
  type Availability,
  type Busy,
  type Hours,
} from './booking-slots';
import { nepalPublicHolidays } from './nepal-holidays';
import { nepalInstant } from './nepal-time';
import { zonedDateTime, zoneOffsetMinutes } from './zoned-time';

const MINUTE = 60_000;
const at = (date: string, time: string) => nepalInstant(date, time);
const times = (slots: { start: Date }[]) => slots.map((slot) => nepalDateTime(slot.start).time);
// A Monday morning in Nepal, 08:00: 2026-12-07 is a Monday.
const monday = '2026-12-07';
const now = at('2026-12-06', '08:00');
const query = (availability: Partial<Availability> = {}, busy: Busy[] = []) => ({
  availability: { ...defaultAvailability, ...availability },
  busy,
  minutes: 30,
  now,
});
const meeting = (date: string, time: string, minutes: number): Busy => {
  const start = at(date, time).getTime();
  return { start, end: start + minutes * MINUTE, kind: 'meeting' };
};

describe('the default week', () => {
  it('offers quarter-hour starts from 10:00 until a meeting still ends by 17:00', () => {
    const slots = freeSlots({ ...query(), from: monday, days: 1 });
    expect(times(slots)[0]).toBe('10:00');
    expect(times(slots).at(-1)).toBe('16:30');
    expect(slots).toHaveLength(27);
    expect(slots[0].start.toISOString()).toBe('2026-12-07T04:15:00.000Z');
  });

  it('keeps Saturday closed and says so', () => {
    const [saturday] = bookingDays({ ...query(), from: '2026-12-12', days: 1 });
    expect(saturday).toEqual({ date: '2026-12-12', status: 'closed', slots: [] });
  });

  it('closes a public holiday unless an override opens it', () => {
    const christmas = '2026-12-25';
    expect(bookingDays({ ...query({ holidays: [christmas] }), from: christmas, days: 1 })[0].status).toBe('holiday');
    const open = query({ holidays: [christmas], overrides: { [christmas]: [{ start: '11:00', end: '12:00' }] } });
    expect(times(freeSlots({ ...open, from: christmas, days: 1 }))).toEqual(['11:00', '11:15', '11:30']);
  });

  it('needs four hours notice: this morning at 08:00 the first start is 12:00', () => {
    const today = query();
    expect(times(freeSlots({ ...today, now: at(monday, '08:00'), from: monday, days: 1 }))[0]).toBe('12:00');
    expect(bookingDays({ ...today, now: at(monday, '14:00'), from: monday, days: 1 })[0].status).toBe('tooSoon');
  });

  it('books 60 days ahead and not one more', () => {
    const days = bookingDays({ ...query(), from: '2026-12-06', days: 62 });
    expect(days.at(-1)?.status).toBe('tooFar');
    expect(days.find((day) => day.date === addDays('2026-12-06', 60))?.status).toBe('open');
    expect(days.find((day) => day.date === addDays('2026-12-06', 61))?.status).toBe('tooFar');
  });

  it('keeps 15 minutes free after a meeting and before the next one', () => {
    const busy = [meeting(monday, '11:00', 60)];
    const slots = times(freeSlots({ ...query({}, busy), from: monday, days: 1 }));
    expect(slots).toContain('10:15');
    expect(slots).not.toContain('10:30');
    expect(slots).not.toContain('12:00');
    expect(slots).toContain('12:15');
  });

  it('a block by hand takes its time without a buffer', () => {
    const start = at(monday, '11:00').getTime();
    const busy: Busy[] = [{ start, end: start + 60 * MINUTE, kind: 'block' }];
    const slots = times(freeSlots({ ...query({}, busy), from: monday, days: 1 }));
    expect(slots).toContain('10:30');
    expect(slots).toContain('12:00');
    expect(slots).not.toContain('11:30');
  });

  it('is full after eight meetings on a date', () => {
    const busy = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].map((time) =>
      meeting(monday, time, 15),
    );
    expect(bookingDays({ ...query({}, busy), from: monday, days: 1 })[0].status).toBe('full');
    expect(bookingDays({ ...query({}, busy.slice(1)), from: monday, days: 1 })[0].status).toBe('open');
  });

  it('judges one start time and offers the nearest free ones instead of a taken one', () => {
    const busy = [meeting(monday, '14:00', 30)];
    const q = query({}, busy);
    expect(isFreeSlot({ ...q, start: at(monday, '14:00') })).toBe(false);
    expect(isFreeSlot({ ...q, start: at(monday, '15:00') })).toBe(true);
    expect(isFreeSlot({ ...q, start: at(monday, '15:05') })).toBe(false);
    expect(isFreeSlot({ ...q, start: at('2026-12-12', '11:00') })).toBe(false);
    expect(times(nearestFreeSlots({ ...q, start: at(monday, '14:00'), count: 2 }))).toEqual(['13:15', '14:45']);
  });
});

describe('the shipped holiday list', () => {
  it('covers Bikram Sambat 2083 and 2084 with well-formed, sorted, distinct dates', () => {
    const dates = nepalPublicHolidays.map((holiday) => holiday.date);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates[0]).toBe('2026-04-14');
    expect(dates).toContain('2027-04-14');
  });
});

// ---- Properties: whatever staff set and whatever is booked, no offered slot breaks a rule. ----

const quarter = fc.integer({ min: 0, max: 95 }).map((n) => n * 15);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const hoursArb: fc.Arbitrary<Hours[]> = fc.array(fc.tuple(quarter, quarter), { maxLength: 2 }).map((pairs) =>
  pairs
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
    .filter(([a, b]) => b > a)
    .map(([a, b]) => ({ start: clock(a), end: clock(b) })),
);
const base = '2026-12-01';
const dateArb = fc.integer({ min: 0, max: 30 }).map((n) => addDays(base, n));
const availabilityArb: fc.Arbitrary<Availability> = fc.record({
  weekly: fc.array(hoursArb, { minLength: 7, maxLength: 7 }),
  overrides: fc.dictionary(dateArb, hoursArb, { maxKeys: 4 }),
  holidays: fc.array(dateArb, { maxLength: 5 }),
  noticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  horizonDays: fc.integer({ min: 0, max: 40 }),
  bufferMinutes: fc.integer({ min: 0, max: 60 }),
  maxPerDay: fc.integer({ min: 1, max: 10 }),
});
const instantArb = fc
  .integer({ min: 0, max: 30 * 24 * 60 })
  .map((minutes) => new Date(Date.parse(`${base}T00:00:00Z`) + minutes * MINUTE));
const busyArb: fc.Arbitrary<Busy[]> = fc
  .array(
    fc.record({
      start: instantArb.map((d) => d.getTime()),
      minutes: fc.constantFrom(15, 30, 60, 90),
      kind: fc.constantFrom<Busy['kind']>('meeting', 'meeting', 'block'),
    }),
    { maxLength: 12 },
  )
  .map((list) => list.map(({ start, minutes, kind }) => ({ start, end: start + minutes * MINUTE, kind })));
const scenario = fc.record({
  availability: availabilityArb,
  busy: busyArb,
  minutes: fc.constantFrom(15, 30, 60),
  now: instantArb,
  from: fc.integer({ min: -2, max: 20 }).map((n) => addDays(base, n)),
  days: fc.integer({ min: 1, max: 14 }),
});
const visitorZones = ['America/New_York', 'Europe/London', 'Australia/Adelaide'];
/** A cheap assertion for the properties' inner loops (thousands of checks a run). */
function check(ok: boolean, rule: string, slot: { start: Date }) {
  if (!ok) throw new Error(`${rule}: ${slot.start.toISOString()}`);
}

describe('every offered slot, for any settings and bookings (fast-check)', { timeout: 60_000 }, () => {
  it('lies in the date’s hours, not on a closed holiday, after the notice, within the horizon, clear of every meeting and its buffer, on a date under its cap', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const meetingsOn = (date: string) =>
          s.busy.filter((b) => b.kind === 'meeting' && nepalDateTime(new Date(b.start)).date === date).length;
        for (const slot of freeSlots(s)) {
          const start = slot.start.getTime();
          const end = slot.end.getTime();
          const { date, time } = nepalDateTime(slot.start);
          const endTime = nepalDateTime(slot.end);
          check(end - start === s.minutes * MINUTE, 'length', slot);
          check(endTime.date === date || endTime.time === '00:00', 'same date', slot);
          const closing = endTime.date === date ? endTime.time : '24:00';
          const { hours } = hoursOn(s.availability, date);
          check(
            hours.some((h) => h.start <= time && closing <= h.end),
            'within hours',
            slot,
          );
          check(
            !s.availability.holidays.includes(date) || Object.hasOwn(s.availability.overrides, date),
            'not on a holiday',
            slot,
          );
          check(start >= s.now.getTime() + s.availability.noticeMinutes * MINUTE, 'after the notice', slot);
          check(date <= addDays(nepalDateTime(s.now).date, s.availability.horizonDays), 'within the horizon', slot);
          check(meetingsOn(date) < s.availability.maxPerDay, 'under the cap', slot);
          for (const b of s.busy) {
            const pad = b.kind === 'meeting' ? s.availability.bufferMinutes * MINUTE : 0;
            check(start >= b.end + pad || end + pad <= b.start, 'clear of meetings and buffers', slot);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is no longer offered once booked, and nothing overlapping it (plus the buffer) is either', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, pick) => {
        const slots = freeSlots(s);
        fc.pre(slots.length > 0);
        const chosen = slots[pick % slots.length];
        const booked: Busy = { start: chosen.start.getTime(), end: chosen.end.getTime(), kind: 'meeting' };
        const after = freeSlots({ ...s, busy: [...s.busy, booked] });
        const pad = s.availability.bufferMinutes * MINUTE;
        for (const slot of after)
          check(slot.start.getTime() >= booked.end + pad || slot.end.getTime() + pad <= booked.start, 'clear', slot);
        expect(isFreeSlot({ ...s, busy: [...s.busy, booked], start: chosen.start })).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the one-start-time check the server makes', () => {
    fc.assert(
      fc.property(scenario, instantArb, (s, candidate) => {
        const start = new Date(Math.floor(candidate.getTime() / (15 * MINUTE)) * 15 * MINUTE);
        const offered = freeSlots({ ...s, from: addDays(nepalDateTime(start).date, 0), days: 1 }).some(
          (slot) => slot.start.getTime() === start.getTime(),
        );
        expect(isFreeSlot({ ...s, start })).toBe(offered);
      }),
      { numRuns: 200 },
    );
  });

  it('reads the same in Nepal (+05:45) through the time zone database, and round-trips through each visitor zone', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of freeSlots(s).slice(0, 40)) {
          const nepal = zonedDateTime(slot.start, 'Asia/Kathmandu');
          const ours = nepalDateTime(slot.start);
          check(nepal.date === ours.date && nepal.time === ours.time, 'Nepal per the tz database', slot);
          for (const zone of visitorZones) {
            const wall = zonedDateTime(slot.start, zone);
            const offset = zoneOffsetMinutes(slot.start, zone);
            check(Date.parse(`${wall.date}T${wall.time}:00Z`) - offset * MINUTE === slot.start.getTime(), zone, slot);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('visitor zones', () => {
  it('shows one Nepal slot at each zone’s own offset, daylight saving included', () => {
    const winter = at('2026-12-07', '10:00'); // 04:15Z
    expect(zonedDateTime(winter, 'America/New_York')).toEqual({ date: '2026-12-06', time: '23:15' });
    expect(zonedDateTime(winter, 'Europe/London')).toEqual({ date: '2026-12-07', time: '04:15' });
    expect(zonedDateTime(winter, 'Australia/Adelaide')).toEqual({ date: '2026-12-07', time: '14:45' });
    const summer = at('2027-07-05', '10:00');
    expect(zonedDateTime(summer, 'America/New_York').time).toBe('00:15');
    expect(zonedDateTime(summer, 'Europe/London').time).toBe('05:15');
    expect(zonedDateTime(summer, 'Australia/Adelaide').time).toBe('13:45');
    expect(zoneOffsetMinutes(summer, 'Asia/Kathmandu')).toBe(345);
  });
});
