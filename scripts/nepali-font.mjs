// Noto Sans Devanagari cut down to the characters the site can show (scripts/site-characters.mjs:
// the Nepali pages' texts, the English pages' language switch), as one variable font for the weights
// the site uses; the layout tables (conjuncts, vowel signs) of the kept characters stay in the subset
// (harfbuzz's hb-subset, via subset-font). Any other Devanagari character (a name typed into the
// team page) falls back to the full face the stylesheet declares.
import { readFileSync } from 'node:fs';
import { inRanges, siteCodePoints, unicodeRange } from './site-characters.mjs';
import { writeFontSubset } from './write-font-subset.mjs';

const source =
  'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
/**
 * Body text, semibold labels and bold headings: every Nepali page shows all three, so one file with
 * that stretch of the weight axis (49 kB) beats three static weights (87 kB, three requests).
 */
const weights = { min: 400, max: 700 };
// The Devanagari block and the joiners it needs, as in the @fontsource face it stands in for.
const devanagariRanges = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/**
 * Writes the subset font into dist/assets and returns what a page's head needs: `faces`, its
 * @font-face rule (declared after the site's own, so it wins for these characters; fetched only by
 * a page that shows Devanagari), and for the Nepali pages `preload`.
 */
export async function nepaliFont(dist, serverBundle) {
  const codePoints = siteCodePoints(dist, serverBundle, inRanges(devanagariRanges));
  const characters = codePoints.map((point) => String.fromCodePoint(point));
  if (characters.length < 60)
    throw new Error(`Expected the Nepali texts in the build, found ${characters.length} Devanagari characters`);
  const full = readFileSync(source);
  const { file, bytes } = await writeFontSubset(dist, 'noto-sans-devanagari-ne', full, characters.join(''), weights);
  return {
    characters: characters.length,
    file,
    bytes,
    fullBytes: full.length,
    preload: `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`,
    faces: `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;font-weight:${weights.min} ${weights.max};src:url(/${file}) format('woff2-variations');unicode-range:${unicodeRange(codePoints)}}`,
  };
}
