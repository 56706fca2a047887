import { createHash, randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { UnsafeFileName, type ByteRange, type FileStore } from '../files/file-store';
import { waitFor } from './fault-proxy';
import { killMidPut } from './kill-mid-put';

/** A new, empty store of one kind, and what a test needs to look behind it. */
export interface StoreUnderTest {
  store: FileStore;
  /** The same store as a restarted (or another) gateway opens it. */
  again(): FileStore;
  /** What the store keeps for puts not (yet) whole: one entry a put. */
  unfinished(): Promise<string[]>;
  /** How one unfinished put's entry looks. */
  unfinishedEntry: RegExp;
  /** Throws unless the store, and everything beside it, holds nothing. */
  expectUntouched(): Promise<void>;
  /** The arguments and environment of `stalled-put.ts` putting `name` into this store. */
  stalledPut(name: string): { args: string[]; env: Record<string, string> };
}

const readText = async (store: FileStore, name: string, range?: ByteRange) => text((await store.read(name, range))!);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What every `FileStore` promises (`file-store.ts`), as tests of the store `open` gives. */
export function fileStoreContract(open: () => Promise<StoreUnderTest>) {
  it('puts from bytes or a stream, reads whole or a byte range, stats, lists and deletes', async () => {
    const { store } = await open();
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

  it('gives back a large file byte for byte, any range of it (across pieces, to the end, past the end), and keeps nothing of what it replaced', async () => {
    const { store, unfinished, again } = await open();
    const video = randomBytes(3 * 1024 * 1024 + 17);
    async function* uneven() {
      for (let at = 0; at < video.length; at += 65_000) yield video.subarray(at, at + 65_000);
    }
    expect(await store.put('clip.mp4', uneven())).toMatchObject({ bytes: video.length });
    expect(sha256(await buffer((await again().read('clip.mp4'))!))).toBe(sha256(video));
    expect(await store.put('copy.mp4', video)).toMatchObject({ bytes: video.length });
    expect(sha256(await buffer((await store.read('copy.mp4'))!))).toBe(sha256(video));
    for (const range of [
      { start: 262_100, end: 262_200 },
      { start: 1_000_000, end: 1_065_535 },
      { start: video.length - 5, end: video.length - 1 },
      { start: video.length - 5, end: video.length + 100 },
    ])
      expect(await buffer((await store.read('clip.mp4', range))!), JSON.stringify(range)).toEqual(
        video.subarray(range.start, range.end + 1),
      );
    expect(await buffer((await store.read('clip.mp4', { start: video.length + 10, end: video.length + 20 }))!)).toEqual(
      Buffer.alloc(0),
    );

    await store.put('clip.mp4', Buffer.from('short'));
    expect(await readText(store, 'clip.mp4')).toBe('short');
    expect(await store.stat('clip.mp4')).toMatchObject({ bytes: 5 });
    expect(await unfinished()).toEqual([]);
  });

  it('shows a put only once it is whole, and a failed put leaves nothing behind', async () => {
    const { store, unfinished, unfinishedEntry } = await open();
    let listedMidPut: string[] = [];
    let unfinishedMidPut: string[] = [];
    async function* slow() {
      yield Buffer.from('first half');
      listedMidPut = await store.list();
      unfinishedMidPut = await unfinished();
      yield Buffer.from(', second half');
    }
    await store.put('whole.txt', slow());
    expect(listedMidPut).toEqual([]);
    expect(unfinishedMidPut).toHaveLength(1);
    expect(unfinishedMidPut[0]).toMatch(unfinishedEntry);
    expect(await store.list()).toEqual(['whole.txt']);

    async function* broken() {
      yield randomBytes(300 * 1024);
      throw new Error('the client went away');
    }
    await expect(store.put('broken.txt', broken())).rejects.toThrow('the client went away');
    expect(await store.list()).toEqual(['whole.txt']);
    expect(await unfinished()).toEqual([]);
  });

  it('refuses names that leave the folder or hide in it, touching nothing', async () => {
    const { store, expectUntouched } = await open();
    for (const name of ['../secret.txt', '..', '/etc/passwd', 'a/b.txt', 'a\\b.txt', '.hidden', 'x.part', '', 'a\nb'])
      for (const call of [
        () => store.put(name, Buffer.from('x')),
        () => store.read(name),
        () => store.stat(name),
        () => store.delete(name),
      ])
        await expect(call(), name).rejects.toThrow(UnsafeFileName);
    await expectUntouched();
  });

  it.each([
    ['no file', undefined],
    ['the old file', 'the old bytes'],
  ])(
    'leaves %s under the name when killed mid-put, and clears what the put wrote at the next start',
    async (_, old) => {
      const { store, again, unfinished, unfinishedEntry, stalledPut } = await open();
      if (old) await store.put('cv.pdf', Buffer.from(old));
      const { args, env } = stalledPut('cv.pdf');
      await killMidPut(args, env);

      const [put, ...others] = await unfinished();
      expect(others).toEqual([]);
      expect(put).toMatch(unfinishedEntry);
      const restarted = again();
      expect(await restarted.list()).toEqual(old ? ['cv.pdf'] : []);
      expect(old ? await readText(restarted, 'cv.pdf') : await restarted.read('cv.pdf')).toBe(old);
      // The killed process's connection may take a moment to end on the database's side.
      await waitFor(async () => {
        await restarted.clearUnfinished();
        return (await unfinished()).length === 0;
      });
      expect(await restarted.list()).toEqual(old ? ['cv.pdf'] : []);
    },
  );
}
