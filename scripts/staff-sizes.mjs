// @ts-check
// The back office's script per screen, from the staff build's manifest: what a screen needs before
// it can paint (the entry, the screen's chunk and the chunks they import, not the lazy ones) and how
// much of that is the screen's own, loaded only when a visitor opens it. Gzip level 9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Decimal kilobytes: issue 31's target for the inbox's first screen on a phone.
export const staffFirstScreenTarget = 100_000;

/** @typedef {{ file: string, imports?: string[], dynamicImports?: string[] }} Chunk */

/** @param {string} dist @returns {Record<string, Chunk>} */
export const staffManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite', 'staff-manifest.json'), 'utf8'));

/** The manifest keys a chunk loads before it runs: itself and its static imports, recursively. */
export function staticClosure(
  /** @type {Record<string, Chunk>} */ manifest,
  /** @type {string} */ key,
  seen = new Set(),
) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/**
 * Every screen of the staff route table (by its page module), with the gzip bytes of script its
 * first paint needs (`first`) and of its own code (`own`, what no earlier screen had loaded).
 * @param {string} dist
 */
export function measureStaffScreens(dist) {
  const manifest = staffManifest(dist);
  /** @param {Iterable<string>} keys */
  const gzip = (keys) =>
    [...keys].reduce(
      (total, key) => total + gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length,
      0,
    );
  const entry = staticClosure(manifest, 'staff.html');
  const screens = Object.keys(manifest)
    .filter((key) => /^src\/staff\/features\/.+-page\.tsx$/.test(key))
    .map((key) => {
      const needs = staticClosure(manifest, key);
      const own = [...needs].filter((needed) => !entry.has(needed));
      return {
        screen: key.replace(/^.*\//, '').replace(/\.tsx$/, ''),
        key,
        first: gzip(new Set([...entry, ...needs])),
        own: gzip(own),
        files: [...needs],
      };
    });
  return { entry: gzip(entry), entryKeys: [...entry], screens };
}
