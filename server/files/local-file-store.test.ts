import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect } from 'vitest';
import { fileStoreContract } from '../testing/file-store-contract';
import { localFileStore } from './local-file-store';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the local file store', () => {
  fileStoreContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-store-'));
    dirs.push(dir);
    // What a name that leaves the folder would reach.
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    const folder = join(dir, 'files');
    return {
      store: localFileStore(folder),
      again: () => localFileStore(folder),
      unfinished: async () => readdirSync(folder).filter((name) => name.endsWith('.part')),
      unfinishedEntry: /^\.[0-9a-f]{32}\.part$/,
      async expectUntouched() {
        expect(readdirSync(folder)).toEqual([]);
        expect(readdirSync(dir).sort()).toEqual(['files', 'secret.txt']);
      },
      stalledPut: (name) => ({ args: [dir, 'files', name], env: {} }),
    };
  });
});
