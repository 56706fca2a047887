import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { careerOpeningListAnswer } from '../../schemas/career-opening';
import { eventListAnswer, type EventInput } from '../../schemas/gallery-event';
import { mediaImage, mediaUrl, type MediaImage } from '../../schemas/media-image';
import type { TestimonialInput, TestimonialView } from '../../schemas/testimonial';
import { fileStoreFor } from '../files/file-store-for';
import { isSqlite } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { storedFiles } from '../testing/folder-files';
import { killMidPut } from '../testing/kill-mid-put';
import { exited } from '../testing/process-output';
import { addAccountToFolder, signIn, type StaffClient } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';

const KILL_AFTER_ACKS = 16;

/** A photo that takes the encoder a while (noise compresses badly), each one different. */
const photoBytes = (n: number) =>
  sharp({
    create: {
      width: 1000,
      height: 700,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 90 + n, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

async function upload(staff: StaffClient, bytes: Buffer): Promise<MediaImage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  const answer = await staff.call('POST', '/content/media', form);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
  return mediaImage.parse(await answer.json());
}

const albumVersion = (n: number, media: MediaImage[]): EventInput => {
  // Each save reorders the album (rotated by n) and moves the cover.
  const photos = media.map((_, i) => media[(i + n) % media.length]);
  return {
    title: `Album save ${n}`,
    titleNe: `एल्बम ${n}`,
    date: '2026-03-14',
    place: 'Biratnagar',
    placeNe: '',
    listing: 'gallerys',
    featured: false,
    description: `Version ${n} of the album.`,
    descriptionNe: '',
    photos: photos.map((image, i) => ({ picture: { media: image }, alt: `Photo ${i + 1} of save ${n}` })),
    cover: n % photos.length,
  };
};

const testimonialVersion = (n: number, photo: MediaImage): TestimonialInput => ({
  quote: `Quote number ${n}: they found me a university.`,
  quoteNe: '',
  name: `Student ${n}`,
  nameNe: '',
  role: 'Student',
  roleNe: '',
  rating: (n % 5) + 1,
  photo: { media: photo },
});

/** Every variant file of an image, as `/images/<name>` names it. */
const variantNames = (image: MediaImage) =>
  image.widths.flatMap((width) =>
    (['avif', 'webp', image.fallback] as const).map((extension) => mediaUrl(image, width, extension).split('/').pop()!),
  );

describe('events, testimonials and career openings, killed (SIGKILL) mid-write', () => {
  it(
    'keeps every acknowledged save, upload, reorder and delete whole; serves nothing half-written; the folder is clean after restart',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDir('content-kill');
      await addAccountToFolder(dataDir, 'desk@example.com', 'staff');
      const gateway = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
      onTestFinished(() => {
        if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
      });
      const staff = await signIn({ url: gateway.url } as TestGateway, 'desk@example.com');
      const uploaded = [await upload(staff, await photoBytes(0)), await upload(staff, await photoBytes(1))];
      for (const kind of ['events', 'testimonials'])
        expect((await staff.call('POST', `/content/${kind}/delete-samples`)).status).toBe(200);

      let killed = false;
      let acks = 0;
      const acked = () => {
        acks += 1;
      };
      const tolerate = (error: unknown) => {
        if (!killed) throw error;
      };
      const expectStatus = async (answer: Response, status: number) => {
        if (answer.status !== status) throw new Error(`answered ${answer.status}: ${await answer.text()}`);
        return answer;
      };

      // The album: created, then saved again and again (each save reordered, its photos the uploads so far).
      const album = { id: '', sent: new Map<number, EventInput>(), last: 0, inFlight: 0 };
      const albumWriter = async () => {
        for (let n = 1; !killed; n += 1) {
          const version = albumVersion(n, [...uploaded]);
          album.sent.set(n, version);
          album.inFlight = n;
          try {
            const answer = album.id
              ? await staff.call('PUT', `/content/events/${album.id}`, version)
              : await staff.call('POST', '/content/events', version);
            const saved = (await (await expectStatus(answer, album.id ? 200 : 201)).json()) as { id: string };
            album.id = saved.id;
            album.last = n;
            acked();
          } catch (error) {
            return tolerate(error);
          }
        }
      };
      // New uploads, which the album's next saves take in.
      const uploadWriter = async () => {
        for (let n = 2; !killed; n += 1) {
          try {
            uploaded.push(await upload(staff, await photoBytes(n)));
            acked();
          } catch (error) {
            return tolerate(error);
          }
        }
      };
      // A testimonial saved again and again, and the carousel set to it.
      const quote = { id: '', sent: new Map<number, TestimonialInput>(), last: 0 };
      const testimonialWriter = async () => {
        for (let n = 1; !killed; n += 1) {
          const version = testimonialVersion(n, uploaded[n % uploaded.length]);
          quote.sent.set(n, version);
          try {
            const answer = quote.id
              ? await staff.call('PUT', `/content/testimonials/${quote.id}`, version)
              : await staff.call('POST', '/content/testimonials', version);
            quote.id = ((await (await expectStatus(answer, quote.id ? 200 : 201)).json()) as TestimonialView).id;
            quote.last = n;
            await expectStatus(await staff.call('PUT', '/content/testimonials/carousel', { ids: [quote.id] }), 200);
            acked();
          } catch (error) {
            return tolerate(error);
          }
        }
      };
      // Events made, every other one deleted: an acknowledged delete stays deleted, an acknowledged create stays.
      const deleted: string[] = [];
      const kept: string[] = [];
      const deleteWriter = async () => {
        for (let n = 1; !killed; n += 1) {
          try {
            const answer = await staff.call('POST', '/content/events', {
              ...albumVersion(n, uploaded),
              title: `Brief ${n}`,
            });
            const { id } = (await (await expectStatus(answer, 201)).json()) as { id: string };
            if (n % 2) kept.push(id);
            else {
              await expectStatus(await staff.call('DELETE', `/content/events/${id}`), 204);
              deleted.push(id);
            }
            acked();
          } catch (error) {
            return tolerate(error);
          }
        }
      };

      // Career openings made one after another, each then put first in the list.
      const openingOrder = { last: [] as string[], inFlight: [] as string[] };
      const openingWriter = async () => {
        for (let n = 1; !killed; n += 1) {
          try {
            const answer = await staff.call('POST', '/content/openings', {
              title: `Opening ${n}`,
              titleNe: '',
              description: '',
              descriptionNe: '',
              type: 'Agent',
              location: 'Biratnagar',
              closesOn: null,
              open: true,
            });
            const { id } = (await (await expectStatus(answer, 201)).json()) as { id: string };
            openingOrder.inFlight = [id, ...openingOrder.last];
            await expectStatus(await staff.call('PUT', '/content/openings/order', { ids: openingOrder.inFlight }), 200);
            openingOrder.last = openingOrder.inFlight;
            acked();
          } catch (error) {
            return tolerate(error);
          }
        }
      };

      const writers = [albumWriter(), uploadWriter(), testimonialWriter(), deleteWriter(), openingWriter()];
      // The kill waits for every writer to have two saves acknowledged, whatever the machine's load: a
      // loaded machine can reach the total with one writer still on its first.
      const everyWriterTwice = () =>
        album.last > 1 && quote.last > 1 && deleted.length > 0 && openingOrder.last.length > 1;
      await expect
        .poll(() => acks >= KILL_AFTER_ACKS && everyWriterTwice(), { timeout: 120_000, interval: 20 })
        .toBe(true);
      killed = true;
      gateway.process.kill('SIGKILL');
      await exited(gateway.process);
      await Promise.all(writers);
      expect(album.last).toBeGreaterThan(1);
      expect(quote.last).toBeGreaterThan(1);
      expect(deleted.length).toBeGreaterThan(0);

      // What a kill between an image's first file and its row leaves (the window is a few microseconds
      // wide, too narrow to hit on purpose): a file being written and a whole-named file no row names.
      const db = await openFolderDatabase(dataDir);
      onTestFinished(() => {
        db.close();
      });
      const media = fileStoreFor(db, dataDir, 'media');
      const [someFile] = storedFiles(db, dataDir, 'media').filter((name) => !name.startsWith('.'));
      const strayId = 'f'.repeat(32);
      const stray = `${strayId}-640.jpg`;
      await media.put(stray, (await buffer((await media.read(someFile))!)).subarray(0, 100));
      await killMidPut([dataDir, 'media', `${strayId}-960.webp`], await folderEnv(dataDir));

      const again = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
      onTestFinished(() => {
        if (again.process.exitCode === null && again.process.signalCode === null) again.process.kill('SIGKILL');
      });
      if (isSqlite(db)) expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = typedDb(db).all((q) =>
        q.selectFrom('content_media').select(['id', 'width', 'height', 'widths', 'fallback']),
      );
      const stored = rows.map((row) => mediaImage.parse({ ...row, widths: JSON.parse(row.widths) }));

      // The store holds exactly the files of the images whose save completed: no part, no stray.
      expect(storedFiles(db, dataDir, 'media').sort()).toEqual(stored.flatMap(variantNames).sort());
      expect((await fetch(`${again.url}/images/${stray}`)).status).toBe(404);
      // Every acknowledged upload is there, and every file served is a whole image of its width.
      expect(stored.map((image) => image.id)).toEqual(expect.arrayContaining(uploaded.map((image) => image.id)));
      for (const image of stored)
        for (const name of variantNames(image)) {
          const answer = await fetch(`${again.url}/images/${name}`);
          expect(answer.status, name).toBe(200);
          const bytes = Buffer.from(await answer.arrayBuffer());
          const { width } = await sharp(bytes).metadata();
          expect(width, name).toBe(Number(/-(\d+)\./.exec(name)![1]));
          // sharp reads a truncated file's header; decoding every pixel proves the file whole.
          await expect(sharp(bytes).raw().toBuffer(), name).resolves.toBeInstanceOf(Buffer);
        }

      const restarted = await signIn({ url: again.url } as TestGateway, 'desk@example.com');
      const { items: events } = eventListAnswer.parse(await (await restarted.call('GET', '/content/events')).json());
      // Deleted samples stay deleted; acknowledged deletes stay deleted; acknowledged creates stay.
      expect(events.filter((event) => event.sample)).toEqual([]);
      const ids = events.map((event) => event.id);
      for (const id of deleted) expect(ids).not.toContain(id);
      for (const id of kept) expect(ids).toContain(id);
      // The album is the last acknowledged save or the one in flight, whole: its order, cover and alt texts as sent.
      const storedAlbum = events.find((event) => event.id === album.id)!;
      const n = Number(/^Album save (\d+)$/.exec(storedAlbum.title)![1]);
      expect([album.last, album.inFlight]).toContain(n);
      const sent = album.sent.get(n)!;
      expect(storedAlbum.photos).toEqual(sent.photos);
      expect(storedAlbum.cover).toBe(sent.cover);
      expect(storedAlbum.description).toBe(sent.description);
      // Every photo any event names is an image whose save completed.
      const known = new Set(stored.map((image) => image.id));
      for (const event of events)
        for (const { picture } of event.photos) if ('media' in picture) expect(known.has(picture.media.id)).toBe(true);

      const { items: testimonials } = (await (await restarted.call('GET', '/content/testimonials')).json()) as {
        items: TestimonialView[];
      };
      expect(testimonials.filter((item) => item.sample)).toEqual([]);
      expect(testimonials).toHaveLength(1);
      const [keptQuote] = testimonials;
      const q = Number(/^Student (\d+)$/.exec(keptQuote.name)![1]);
      expect(q).toBeGreaterThanOrEqual(quote.last);
      expect(keptQuote).toMatchObject({ ...quote.sent.get(q)!, carousel: 0 });

      // The openings are in the last acknowledged order, with at most the one made after it at the end
      // (its reorder not acknowledged), or in the order in flight.
      const { items: openings } = careerOpeningListAnswer.parse(
        await (await restarted.call('GET', '/content/openings')).json(),
      );
      const openingIds = openings.map((item) => item.id);
      expect(openingOrder.last.length).toBeGreaterThan(1);
      if (openingIds.join() !== openingOrder.inFlight.join()) {
        expect(openingIds.slice(0, openingOrder.last.length)).toEqual(openingOrder.last);
        expect(openingIds.length).toBeLessThanOrEqual(openingOrder.last.length + 1);
      }

      // The restarted gateway takes the next save.
      const next = await restarted.call('PUT', `/content/events/${album.id}`, albumVersion(1000, uploaded));
      expect(next.status).toBe(200);
    },
  );
});
