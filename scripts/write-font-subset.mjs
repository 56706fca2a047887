// A variable font cut down to some characters and a stretch of its weight axis (harfbuzz's
// hb-subset, via subset-font), written into the build under a name that changes with its bytes.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Writes `dist/assets/<name>-wght-<min>-<max>-<hash>.woff2`; returns its path in the build and its size. */
export async function writeFontSubset(dist, name, full, text, weights, options = {}) {
  const subset = await subsetFont(full, text, { targetFormat: 'woff2', variationAxes: { wght: weights }, ...options });
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
  const file = `assets/${name}-wght-${weights.min}-${weights.max}-${hash}.woff2`;
  writeFileSync(join(dist, file), subset);
  return { file, bytes: subset.length };
}
