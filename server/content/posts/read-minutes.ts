/** An adult's silent reading of English prose, in words a minute (the usual web figure). */
const ENGLISH_WORDS_PER_MINUTE = 200;
/**
 * Nepali, in words a minute. Nepali joins its postpositions to the word ("ग्राहकहरूसँग", "with
 * customers"), so the same text takes fewer words: the shipped sample post's two translated
 * paragraphs are 56 words in English and 52 in Nepali. Read in the same time, that is
 * 200 × 52 / 56 ≈ 186 words a minute, rounded down to 180 since conjuncts and vowel signs make
 * Devanagari words slower to take in than their count alone says.
 */
const DEVANAGARI_WORDS_PER_MINUTE = 180;

const devanagari = /[\u0900-\u097F]/;

/** A post's reading time in whole minutes (at least one), from its Markdown body. */
export function readMinutes(markdown: string): number {
  // Link and image addresses are not read.
  const words = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const nepali = words.filter((word) => devanagari.test(word)).length;
  const minutes = nepali / DEVANAGARI_WORDS_PER_MINUTE + (words.length - nepali) / ENGLISH_WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
