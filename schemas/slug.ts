import { z } from './zod';

/** Letters of any script, digits and single hyphens: `visa-interview-tips`, `भिसा-अन्तर्वार्ता`. */
export const slugPattern = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
export const MAX_SLUG_CHARS = 120;

/**
 * Latin, Cyrillic and Greek share dozens of letters that look alike (a and а, o and ο, p and р), so
 * `visa-tips` and `visа-tips` with a Cyrillic а would be two addresses nobody can tell apart. A slug
 * takes its letters from at most one of these three; other scripts (Devanagari among them) have no
 * such twins and mix freely.
 */
const lookAlikeScripts = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const;
type LookAlikeScript = (typeof lookAlikeScripts)[number][0];

const scriptOf = (letter: string): LookAlikeScript | undefined =>
  lookAlikeScripts.find(([, pattern]) => pattern.test(letter))?.[0];

/** The first letter from a second look-alike script, with the script it strays into, or undefined. */
export function strayLetter(
  text: string,
): { letter: string; script: LookAlikeScript; among: LookAlikeScript } | undefined {
  let among: LookAlikeScript | undefined;
  for (const letter of text) {
    const script = scriptOf(letter);
    if (!script) continue;
    among ??= script;
    if (script !== among) return { letter, script, among };
  }
  return undefined;
}

/** The text with the letters of every look-alike script but its most used one turned into spaces. */
export function inOneAlphabet(text: string): string {
  const counts = new Map<LookAlikeScript, number>();
  for (const letter of text) {
    const script = scriptOf(letter);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  const kept = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return [...text].map((letter) => ((scriptOf(letter) ?? kept) === kept ? letter : ' ')).join('');
}

/**
 * A slug staff type or an import names, folded to NFKC first (so the NFC and NFD spellings of `é`, or
 * a full-width `ｖｉｓａ`, are the one address they look like), with the editor's rules.
 */
export const slug = z
  .string()
  .trim()
  .normalize('NFKC')
  .max(MAX_SLUG_CHARS, `at most ${MAX_SLUG_CHARS} characters`)
  .regex(slugPattern, 'use letters, digits and single hyphens')
  .superRefine((text, context) => {
    const stray = strayLetter(text);
    if (stray)
      context.addIssue({
        code: 'custom',
        message: `the ${stray.script} letter “${stray.letter}” among ${stray.among} letters looks like another letter: write the address in one alphabet`,
        input: text,
      });
  });
