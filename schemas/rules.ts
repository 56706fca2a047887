import { z } from 'zod';

/** 'Letters and spaces' in any script: Unicode letters and combining marks (Devanagari names pass). */
export const lettersAndSpaces = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export const limits = {
  name: 50,
  fullName: 100,
  email: 254,
  phone: 20,
  shortText: 120,
  notes: 2000,
  url: 2048,
  filename: 255,
} as const;

/** A required person's name with the spec's exact messages. */
export function personName(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(limits.name, { error: `${label} must be at most ${limits.name} characters` })
    .regex(lettersAndSpaces, { error: `${label} can only contain letters and spaces` });
}

/** One of a fixed list, stored verbatim. */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `Please select ${label}` });
}

/** Nepal is UTC+05:45 all year; dates and times visitors pick are Nepal time. */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** Today's date in Nepal as YYYY-MM-DD. */
export function nepalToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NEPAL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant a date (YYYY-MM-DD) and time (HH:MM) picked in Nepal stand for. */
export function nepalInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - NEPAL_OFFSET_MINUTES * 60_000);
}
