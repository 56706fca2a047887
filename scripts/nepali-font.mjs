// Noto Sans Devanagari cut down to the characters the site can show (scripts/site-characters.mjs:
// the Nepali pages' texts, the English pages' language switch), as one variable font for the weights
// the site uses; the layout tables (conjuncts, vowel signs) of the kept characters stay in the subset
// (harfbuzz's hb-subset, via subset-font). Any other Devanagari character (a name typed into the
// team page) falls back to the full face the stylesheet declares.
import { readFileSync } from 'node:fs';
import { inRanges, pointsIn, siteCodePoints, unicodeRange } from './site-characters.mjs';
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
 * The device's own Noto Sans Devanagari where it has one (Android's Devanagari font, a Linux
 * desktop's): no download at all. Each weight the site uses takes the device's face of that weight,
 * or the nearest it has (Debian's fonts-noto-core ships only Regular and Bold: medium text is drawn
 * regular there, semibold bold). Elsewhere (iOS, Windows, macOS) the subset, one variable file for
 * every weight.
 */
const localFaces = [
  { weight: '400 450', styles: ['Regular'] },
  { weight: '451 550', styles: ['Medium', 'Regular'] },
  { weight: '551 650', styles: ['SemiBold', 'Bold'] },
  { weight: '651 700', styles: ['Bold'] },
];

/**
 * Writes the subset font into dist/assets and returns what a Nepali page's stylesheet needs:
 * `faces(packagedFace)`, the package's full face (cut to what the subset lacks: a name typed into
 * the team page) and the site's face, as one rule per weight range of `localFaces` so that the two
 * make one font for the browser (faces of a family only combine when their descriptors are the
 * same); the site's comes last, so it wins for its characters.
 *
 * `font-display: optional` and no preload: a device without the font draws the first Nepali page in
 * its own Devanagari font unless the subset arrives within 100 ms, and never swaps it in later (a
 * swap moved the page's text: CLS 0.12); the next page has it from the cache. A preload would make
 * every phone, Android's too, download the 49 kB before the text is drawn.
 */
export async function nepaliFont(dist, serverBundle) {
  const codePoints = siteCodePoints(dist, serverBundle, inRanges(devanagariRanges));
  const characters = codePoints.map((point) => String.fromCodePoint(point));
  if (characters.length < 60)
    throw new Error(`Expected the Nepali texts in the build, found ${characters.length} Devanagari characters`);
  const full = readFileSync(source);
  const { file, bytes } = await writeFontSubset(dist, 'noto-sans-devanagari-ne', full, characters.join(''), weights);
  const inSite = new Set(codePoints);
  const siteRange = unicodeRange(codePoints);
  const rest = unicodeRange(pointsIn(devanagariRanges).filter((point) => !inSite.has(point)));
  const siteFace = ({ weight, styles }) => {
    const local = styles.map((style) => `local('Noto Sans Devanagari ${style}'),local('NotoSansDevanagari-${style}')`);
    return `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:optional;font-weight:${weight};src:${local.join(',')},url(/${file}) format('woff2-variations');unicode-range:${siteRange}}`;
  };
  const packagedFace = (face, { weight }) =>
    face.replace(/font-weight:[^;]+/, `font-weight:${weight}`).replace(/unicode-range:[^;}]+/, `unicode-range:${rest}`);
  return {
    characters: characters.length,
    file,
    bytes,
    fullBytes: full.length,
    faces: (packaged) => localFaces.map((face) => `${packagedFace(packaged, face)}${siteFace(face)}`).join(''),
  };
}
