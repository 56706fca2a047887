// Inter, the text font, cut down for the public pages: the characters of its Latin face (the same
// unicode-range, so any Latin text a visitor or the team page brings still has every glyph) and
// only the weights the site uses (400 to 700 of its weight axis), through harfbuzz's hb-subset
// (subset-font). About 28 kB instead of 48 kB, the one font file every English page waits for.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

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
/** font-normal, font-medium, font-semibold and font-bold (headings): the weights the site's classes use. */
export const interWeights = { min: 400, max: 700 };

/** Writes the subset into dist/assets; returns its path under dist and its size against the full file's. */
export async function interFont(dist) {
  const full = readFileSync(source);
  const text = latinRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  const subset = await subsetFont(full, text, { targetFormat: 'woff2', variationAxes: { wght: interWeights } });
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
  const file = `assets/inter-latin-wght-${interWeights.min}-${interWeights.max}-${hash}.woff2`;
  writeFileSync(join(dist, file), subset);
  return { file, bytes: subset.length, fullBytes: full.length };
}
