// Noto Sans Devanagari cut down to the characters the site can show (scripts/site-characters.mjs:
// the Nepali pages' texts, the English pages' language switch); the layout tables (conjuncts, vowel
// signs) of the kept characters stay in the subset (harfbuzz's hb-subset, via subset-font). Any
// other Devanagari character (a name typed into the team page) falls back to the full face the
// stylesheet declares.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { inRanges, siteCodePoints, unicodeRange } from './site-characters.mjs';

const source = 'node_modules/@fontsource/noto-sans-devanagari/files';
// Body text, semibold labels and bold headings (a 500 asks fall back to 400).
const weights = [400, 600, 700];
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
 * Writes the subset fonts into dist/assets and returns what a page's head needs: `faces`, the
 * @font-face rules (declared after the site's own, so they win for these characters; fetched only
 * by a page that shows Devanagari), and for the Nepali pages `preload`, the body weight's preload.
 */
export async function nepaliFont(dist, serverBundle) {
  const codePoints = siteCodePoints(dist, serverBundle, inRanges(devanagariRanges));
  const characters = codePoints.map((point) => String.fromCodePoint(point));
  if (characters.length < 60)
    throw new Error(`Expected the Nepali texts in the build, found ${characters.length} Devanagari characters`);
  const range = unicodeRange(codePoints);
  const faces = [];
  const files = [];
  for (const weight of weights) {
    const full = readFileSync(join(source, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
    const subset = await subsetFont(full, characters.join(''), { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const file = `assets/noto-sans-devanagari-ne-${weight}-${hash}.woff2`;
    writeFileSync(join(dist, file), subset);
    files.push({ weight, file, bytes: subset.length, fullBytes: full.length });
    faces.push(
      `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;font-weight:${weight};src:url(/${file}) format('woff2');unicode-range:${range}}`,
    );
  }
  const body = files.find((f) => f.weight === 400);
  return {
    characters: characters.length,
    files,
    preload: `<link rel="preload" href="/${body.file}" as="font" type="font/woff2" crossorigin />`,
    faces: faces.join(''),
  };
}
