// Code points and ranges for the font subsets (scripts/inter-font.mjs, scripts/nepali-font.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code points in the built site's texts for which `wanted` holds, sorted. Every text of every
 * page, in both languages, is in the build's server bundle, and the browser-only texts (form
 * messages, dates, the country list) are in the client chunks.
 */
export function siteCodePoints(dist, serverBundle, wanted) {
  const assets = join(dist, 'assets');
  const text = [
    serverBundle,
    ...readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(assets, file)),
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('');
  return [...new Set(Array.from(text, (c) => c.codePointAt(0)))].filter(wanted).sort((a, b) => a - b);
}

/** Every code point of `[from, to]` ranges. */
export const pointsIn = (ranges) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Whether a code point lies in one of `[from, to]` ranges. */
export const inRanges = (ranges) => (point) => ranges.some(([from, to]) => point >= from && point <= to);

/** 'U+0900-0903,U+0905' for a sorted list of code points. */
export function unicodeRange(codePoints) {
  const ranges = [];
  for (const point of codePoints) {
    const last = ranges[ranges.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}
