// Inter, the text font, cut down for the public pages (harfbuzz's hb-subset, via subset-font), in
// two files of the site's weights only (400 to 700 of its weight axis):
// - the site face: ASCII and every other Latin character the prerendered pages show (lists aside). It
//   is the one font file a page waits for, small enough for a new connection's first round trip
//   (TCP's initial window of ten packets, about 14 kB).
// - the Latin face: the rest of the package's Latin face, fetched only by a page that shows another
//   Latin character (a name on the team page, one a visitor types).
import { readFileSync } from 'node:fs';
import { inRanges, pointsIn, unicodeRange } from './site-characters.mjs';
import { writeFontSubset } from './write-font-subset.mjs';

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The unicode-range of @fontsource-variable/inter's Latin face. */
const latinRanges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/**
 * Always in the site face: ASCII (a control character such as a newline in pre-line text also asks
 * for a face), and the spaces and joiners that formatted dates and numbers bring (no-break, thin,
 * narrow no-break, zero-width).
 */
const alwaysRanges = [
  [0x0000, 0x007e],
  [0x00a0, 0x00a0],
  [0x2009, 0x2009],
  [0x200b, 0x200d],
  [0x202f, 0x202f],
  [0x2060, 0x2060],
  [0xfeff, 0xfeff],
];
/** font-normal, font-medium, font-semibold and font-bold (headings): the weights the site's classes use. */
const interWeights = { min: 400, max: 700 };
/** The package's family and weight range, which both faces repeat to stand in for its Latin face. */
const family = 'Inter Variable';
/**
 * The site face keeps the layout features a browser applies to Latin text by default, except
 * Inter's contextual alternates (calt: punctuation raised between capitals, '->' drawn as an
 * arrow), which alone would add 4 kB and a second round trip.
 */
const siteFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rvrn', 'curs', 'dist', 'rclt'];

/** `optional`: a face that arrives late is not swapped in, so it never moves the page (next page on, it is cached). */
const face = (file, points) =>
  `@font-face{font-family:${family};font-style:normal;font-display:optional;font-weight:100 900;src:url(/${file}) format("woff2-variations");unicode-range:${unicodeRange(points)}}`;

/**
 * Writes both faces into dist/assets, the site face for the characters of `pagesText` (the pages'
 * rendered markup). Returns them with the full file's size, and `faces`, their @font-face rules,
 * which stand in for the package's Latin face. Their ranges do not overlap: a browser looking for a
 * character neither face has (Devanagari) would otherwise fetch the Latin face for a neighbouring space.
 */
export async function interFont(dist, pagesText) {
  const full = readFileSync(source);
  const inLatin = inRanges(latinRanges);
  // The select menus' lists are in the pages, hidden until opened (src/components/ui/listbox/listbox-boot.ts):
  // a character only they show (Åland, Curaçao) comes from the Latin face once a list opens, as it
  // did when only their code drew them, and keeps the site face within the first round trip.
  const shownText = pagesText.replace(/<ul[^>]*role="listbox"[^>]*>[\s\S]*?<\/ul>/g, '');
  const sitePoints = [
    ...new Set([
      ...pointsIn(alwaysRanges),
      ...Array.from(shownText, (c) => c.codePointAt(0)).filter((point) => point > 0x7f && inLatin(point)),
    ]),
  ].sort((a, b) => a - b);
  const inSite = new Set(sitePoints);
  const latinPoints = pointsIn(latinRanges).filter((point) => !inSite.has(point));
  const site = await writeFontSubset(dist, 'inter-site', full, String.fromCodePoint(...sitePoints), interWeights, {
    keepFeatures: siteFeatures,
  });
  const latin = await writeFontSubset(dist, 'inter-latin', full, String.fromCodePoint(...latinPoints), interWeights);
  return {
    site,
    latin,
    fullBytes: full.length,
    faces: face(site.file, sitePoints) + face(latin.file, latinPoints),
  };
}
