import { randomInt } from 'node:crypto';

// Browser test files run side by side against one gateway: a test finds its own records by values
// no other test, file or earlier run sends (random, since clocks and counters repeat across processes).

/** A Nepali mobile number (98 and eight digits) for one test's submission. */
export const uniquePhone = () => `98${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** A word of letters only (names accept nothing else), to mark and search one test's records. */
export const uniqueWord = () =>
  Array.from({ length: 10 }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + randomInt(26))).join('');

/** An e-mail address for one test's submission, `who-…@example.com`. */
export const uniqueEmail = (who: string) => `${who}-${uniqueWord().toLowerCase()}@example.com`;
