import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import fileSeconds from './file-seconds.json' with { type: 'json' };

const seconds: Record<string, number> = fileSeconds;

/**
 * Runs the longest test files first, by the times of the last full run kept in `file-seconds.json`
 * (`npm run --silent test:file-seconds` refreshes it), so the workers finish together instead of one
 * running a long browser file alone at the end. Vitest's own order needs its cache, which a fresh
 * clone (CI) does not have. A file the table does not know yet runs first, as Vitest does.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const known = (file: TestSpecification) => seconds[relative(this.ctx.config.root, file.moduleId)] ?? Infinity;
    return (await super.sort(files)).sort((a, b) => (known(a) === known(b) ? 0 : known(b) > known(a) ? 1 : -1));
  }
}
