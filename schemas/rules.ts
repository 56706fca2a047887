import { z } from './zod';
import { limits } from './limits';

/** 'Letters and spaces' in any script: Unicode letters and combining marks (Devanagari names pass). */
export const lettersAndSpaces = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export { limits } from './limits';
export { NEPAL_OFFSET_MINUTES, nepalInstant, nepalToday } from './nepal-time';

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
