import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListAnswer, type EventInput } from '../../schemas/gallery-event';
import { mediaImage } from '../../schemas/media-image';
import { testimonialListAnswer } from '../../schemas/testimonial';
import { contentCli } from '../testing/content-cli';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let first: TestGateway;
let second: TestGateway;
let staff: StaffClient;

const content = (gateway: TestGateway, ...args: string[]) => contentCli(gateway.dataDir, ...args);
const markdownIn = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

async function upload(colour: string) {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  return mediaImage.parse(await (await staff.call('POST', '/content/media', form)).json());
}

beforeAll(async () => {
  [first, second] = await Promise.all([startTestGateway(), startTestGateway()]);
  staff = await signInAs(first, 'content@example.com', 'staff');
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

describe('npm run content: events and testimonials', () => {
  const exported = tempDir('albums-export');
  const again = tempDir('albums-export-again');

  it(
    'moves events (album order, alt text, cover) and testimonials (carousel order) to another machine byte-identically',
    { timeout: 240_000 },
    async () => {
      const photos = [await upload('#2a6'), await upload('#a26')];
      const event: EventInput = {
        title: 'Career Fair: “jobs” & <skills>',
        titleNe: 'करियर मेला',
        date: '2026-03-14',
        place: 'Biratnagar',
        placeNe: 'विराटनगर',
        listing: 'gallery',
        featured: true,
        description: 'Employers met graduates.\n\nA second paragraph.',
        descriptionNe: 'रोजगारदाताहरूले स्नातकहरूलाई भेटे।',
        photos: [
          { picture: { media: photos[1] }, alt: 'Second upload, shown first', altNe: 'पहिले देखाइएको' },
          { picture: { media: photos[0] }, alt: 'First upload, shown second' },
        ],
        cover: 1,
      };
      const created = await staff.call('POST', '/content/events', event);
      const { id } = (await created.json()) as { id: string };
      await staff.call('POST', `/content/events/${id}/state`, { action: 'publish' });
      const quote = await staff.call('POST', '/content/testimonials', {
        quote: 'Honest advice: “no” when we did not need it.',
        quoteNe: '',
        name: 'Mina Rai',
        nameNe: 'मीना राई',
        role: '',
        roleNe: '',
        rating: 4,
        photo: { media: photos[0] },
      });
      const mina = (await quote.json()) as { id: string };
      const samples = testimonialListAnswer.parse(
        await (await staff.call('GET', '/content/testimonials')).json(),
      ).items;
      await staff.call('PUT', '/content/testimonials/carousel', { ids: [samples[5].id, mina.id] });

      await content(first, 'export', exported);
      const { stdout } = await content(second, 'import', exported);
      // The samples are the same on both machines: the new event and testimonial are created, and the
      // five samples whose carousel place changed (four out, one in) are updated.
      expect(stdout).toMatch(/: 2 created, 5 updated, \d+ unchanged/);
      await content(second, 'export', again);
      for (const kind of ['events', 'testimonials']) {
        const files = markdownIn(join(exported, kind));
        expect(markdownIn(join(again, kind))).toEqual(files);
        for (const file of files)
          expect(readFileSync(join(again, kind, file), 'utf8'), file).toBe(
            readFileSync(join(exported, kind, file), 'utf8'),
          );
      }
      expect(readFileSync(join(exported, 'events/career-fair-jobs-skills.md'), 'utf8')).toContain('cover: 2');
      const other = await signInAs(second, 'content@example.com', 'staff');
      const moved = eventListAnswer
        .parse(await (await other.call('GET', '/content/events')).json())
        .items.find((item) => item.slug === 'career-fair-jobs-skills')!;
      expect(moved.title).toBe(event.title);
      expect(moved.state).toBe('published');
      expect(moved.cover).toBe(1);
      expect([moved.placeNe, moved.listing, moved.featured, moved.photos[0].altNe]).toEqual([
        'विराटनगर',
        'gallery',
        true,
        'पहिले देखाइएको',
      ]);
      expect(moved.photos.map((photo) => photo.alt)).toEqual([
        'Second upload, shown first',
        'First upload, shown second',
      ]);
      const carousel = testimonialListAnswer
        .parse(await (await other.call('GET', '/content/testimonials')).json())
        .items.filter((item) => item.carousel !== null)
        .sort((a, b) => a.carousel! - b.carousel!)
        .map((item) => item.name);
      expect(carousel).toEqual([samples[5].name, 'Mina Rai']);

      const repeat = await content(second, 'import', exported);
      expect(repeat.stdout).toMatch(/: 0 created, 0 updated, \d+ unchanged/);
    },
  );
});
