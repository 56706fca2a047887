import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { exited } from '../testing/process-output';
import { UnsafeFileName, type FileStore } from './file-store';
import { localFileStore } from './local-file-store';

const dirs: string[] = [];
const tempStore = (): { dir: string; store: FileStore } => {
  const dir = mkdtempSync(join(tmpdir(), 'file-store-'));
  dirs.push(dir);
  return { dir, store: localFileStore(join(dir, 'files')) };
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const readText = async (store: FileStore, name: string, range?: { start: number; end: number }) =>
  text((await store.read(name, range))!);

describe('the local file store', () => {
  it('puts from bytes or a stream, reads whole or a byte range, stats, lists and deletes', async () => {
    const { store } = tempStore();
    expect(await store.put('a.txt', Buffer.from('hello, world'))).toMatchObject({ bytes: 12 });
    async function* chunks() {
      yield Buffer.from('0123');
      yield Buffer.from('456789');
    }
    await store.put('b.bin', chunks());
    expect(await readText(store, 'a.txt')).toBe('hello, world');
    expect(await readText(store, 'b.bin', { start: 2, end: 5 })).toBe('2345');
    expect(await store.stat('b.bin')).toMatchObject({ bytes: 10 });
    expect((await store.list()).sort()).toEqual(['a.txt', 'b.bin']);
    await store.put('a.txt', Buffer.from('replaced'));
    expect(await readText(store, 'a.txt')).toBe('replaced');
    await store.delete('a.txt');
    await store.delete('a.txt');
    expect(await store.read('a.txt')).toBeUndefined();
    expect(await store.stat('a.txt')).toBeUndefined();
    expect(await store.list()).toEqual(['b.bin']);
  });

  it('shows a put only once it is whole, and a failed put leaves nothing behind', async () => {
    const { dir, store } = tempStore();
    let seenMidPut: string[] = [];
    async function* slow() {
      yield Buffer.from('first half');
      seenMidPut = [...(await store.list()), ...readdirSync(join(dir, 'files'))];
      yield Buffer.from(', second half');
    }
    await store.put('whole.txt', slow());
    expect(seenMidPut).toHaveLength(1);
    expect(seenMidPut[0]).toMatch(/^\.[0-9a-f]{32}\.part$/);
    expect(await store.list()).toEqual(['whole.txt']);

    async function* broken() {
      yield Buffer.from('some bytes');
      throw new Error('the client went away');
    }
    await expect(store.put('broken.txt', broken())).rejects.toThrow('the client went away');
    expect(readdirSync(join(dir, 'files'))).toEqual(['whole.txt']);
  });

  it('refuses names that leave the folder or hide in it, touching nothing', async () => {
    const { dir, store } = tempStore();
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    for (const name of ['../secret.txt', '..', '/etc/passwd', 'a/b.txt', 'a\\b.txt', '.hidden', 'x.part', '', 'a\nb'])
      for (const call of [
        () => store.put(name, Buffer.from('x')),
        () => store.read(name),
        () => store.stat(name),
        () => store.delete(name),
      ])
        await expect(call(), name).rejects.toThrow(UnsafeFileName);
    expect(readdirSync(join(dir, 'files'))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['files', 'secret.txt']);
  });

  it('leaves no file under the final name when killed mid-put, and clears the .part at the next start', async () => {
    const { dir } = tempStore();
    const folder = join(dir, 'files');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/stalled-put.ts', folder, 'cv.pdf'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output.includes('writing'), 30_000);
    child.kill('SIGKILL');
    await exited(child);

    const [part, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(part).toMatch(/^\.[0-9a-f]{32}\.part$/);
    const restarted = localFileStore(folder);
    expect(await restarted.list()).toEqual([]);
    expect(await restarted.read('cv.pdf')).toBeUndefined();
    await restarted.clearUnfinished();
    expect(readdirSync(folder)).toEqual([]);
  });
});
