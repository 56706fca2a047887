import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListAnswer, eventView, type EventInput, type EventView } from '../../../schemas/gallery-event';
import { mediaImage, type MediaImage } from '../../../schemas/media-image';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { postCutShortJson, postWithoutCsrf, signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;
const photos: MediaImage[] = [];

const base = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Study Abroad Fair 2026',
  titleNe: 'विदेश अध्ययन मेला २०२६',
  date: '2026-03-14',
  place: 'Biratnagar',
  placeNe: '',
  listing: 'gallerys',
  featured: false,
  description: 'Universities from six countries met students.',
  descriptionNe: '',
  photos: photos.map((media, i) => ({ picture: { media }, alt: `Photo ${i + 1} of the fair` })),
  cover: 0,
  ...overrides,
});

async function create(overrides: Partial<EventInput> = {}): Promise<EventView> {
  const answer = await staff.call('POST', '/content/events', base(overrides));
  expect(answer.status, await answer.clone().text()).toBe(201);
  return eventView.parse(await answer.json());
}
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;
const sitemap = async () => (await fetch(`${gateway.url}/sitemap.xml`)).text();

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return staff.call('POST', '/content/media', form);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'events@example.com', 'staff');
  for (const background of ['#2a6', '#a26', '#26a']) {
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    photos.push(mediaImage.parse(await (await upload(bytes, 'photo.jpg')).json()));
  }
});
afterAll(() => gateway.close());

describe('events', () => {
  it('ships the spec’s sample events (6 on /gallery, 11 on /gallerys, the 15-photo inauguration at /singlegallery), deletable in one action', async () => {
    const { items } = eventListAnswer.parse(await (await staff.call('GET', '/content/events')).json());
    const samples = items.filter((event) => event.sample);
    expect(samples.every((event) => event.state === 'published' && event.placeNe && event.titleNe)).toBe(true);
    const listed = (listing: string) => samples.filter((event) => event.listing === listing);
    expect(listed('gallery').map((event) => [event.title, event.place, event.date])).toEqual([
      ['International Education Expo', 'New Delhi, India', '2020-01-25'],
      ['Startup Summit', 'Kathmandu, Nepal', '2019-09-21'],
      ['AgriTech Meetup', 'Chitwan, Nepal', '2019-03-16'],
      ['Data Skills Workshop', 'Dharan, Nepal', '2018-11-24'],
      ['IT Career Fair', 'Pokhara, Nepal', '2018-02-10'],
      ['Digital Literacy Seminar', 'Biratnagar, Nepal', '2017-08-19'],
    ]);
    expect(listed('gallerys')).toHaveLength(11);
    const featured = samples.filter((event) => event.featured);
    expect(featured.map((event) => [event.slug, event.listing, event.photos.length])).toEqual([
      ['inauguration', 'gallerys', 15],
    ]);
    expect(featured[0].url).toBe('/singlegallery');
    expect(featured[0].photos[3]).toMatchObject({ alt: 'The team gathered on stage', altNe: 'मञ्चमा भेला भएको टोली' });
    const map = await sitemap();
    expect(map).toContain('/gallerys/registration</loc>');
    expect(map).toContain('/ne/gallerys/digital-literacy-biratnagar</loc>');
    // The featured album's address is /singlegallery (the build's own sitemap line).
    expect(map).not.toContain('/gallerys/inauguration</loc>');

    // One featured album at a time: featuring another unfeatures the inauguration.
    const mine = await create({ title: 'Kept after the samples go', featured: true });
    expect(mine.url).toBe('/singlegallery');
    const now = eventListAnswer.parse(await (await staff.call('GET', '/content/events')).json());
    expect(now.items.filter((event) => event.featured).map((event) => event.id)).toEqual([mine.id]);
    const deleted = await staff.call('POST', '/content/events/delete-samples');
    expect(await deleted.json()).toEqual({ deleted: 17 });
    const after = eventListAnswer.parse(await (await staff.call('GET', '/content/events')).json());
    expect(after.items.some((event) => event.sample)).toBe(false);
    expect(after.items.map((event) => event.id)).toContain(mine.id);
    expect(await sitemap()).not.toContain('/gallerys/registration');
    await staff.call('PUT', `/content/events/${mine.id}`, { ...base(), title: mine.title, featured: false });
  });

  it('keeps a draft with a photo lacking alt text, refuses to publish it until described, keeps the new order', async () => {
    const draft = await create({
      photos: [
        { picture: { media: photos[0] }, alt: 'Students at the stalls' },
        { picture: { media: photos[1] }, alt: '' },
        { picture: { media: photos[2] }, alt: 'A counsellor answering questions' },
      ],
      cover: 2,
    });
    expect(draft.slug).toBe('study-abroad-fair-2026');
    expect(draft.state).toBe('draft');
    const refused = await staff.call('POST', `/content/events/${draft.id}/state`, { action: 'publish' });
    expect(refused.status).toBe(422);
    expect(await messageOf(refused)).toBe('photos.1.alt: describe photo 2 (alt text) before publishing');
    expect(await sitemap()).not.toContain('study-abroad-fair-2026');

    // The album reordered (last first) with the missing alt text written, in one save.
    const reordered = [draft.photos[2], { ...draft.photos[1], alt: 'The opening talk' }, draft.photos[0]];
    const saved = await staff.call('PUT', `/content/events/${draft.id}`, { ...base(), photos: reordered, cover: 0 });
    expect(saved.status).toBe(200);
    const published = eventView.parse(
      await (await staff.call('POST', `/content/events/${draft.id}/state`, { action: 'publish' })).json(),
    );
    expect(published.state).toBe('published');
    expect(published.photos.map((photo) => photo.alt)).toEqual([
      'A counsellor answering questions',
      'The opening talk',
      'Students at the stalls',
    ]);
    expect(published.photos.map((photo) => 'media' in photo.picture && photo.picture.media.id)).toEqual([
      photos[2].id,
      photos[1].id,
      photos[0].id,
    ]);
    const map = await sitemap();
    expect(map).toContain('/gallerys/study-abroad-fair-2026</loc><lastmod>');
    expect(map).toContain('/ne/gallerys/study-abroad-fair-2026</loc>');

    // A published album cannot lose a photo's alt text.
    const blanked = await staff.call('PUT', `/content/events/${draft.id}`, {
      ...base(),
      photos: [{ ...reordered[0], alt: ' ' }],
    });
    expect(blanked.status).toBe(422);
    expect(await messageOf(blanked)).toBe('photos.0.alt: describe photo 1 (alt text) before publishing');

    const unpublished = await staff.call('POST', `/content/events/${draft.id}/state`, { action: 'unpublish' });
    expect(eventView.parse(await unpublished.json()).state).toBe('draft');
    expect(await sitemap()).not.toContain('study-abroad-fair-2026');
  });

  it('says what is wrong with a field, a taken address, an unknown or illustration-disguised photo', async () => {
    const cases: [Partial<EventInput> | Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title: write it'],
      [{ date: '14/03/2026' }, 'date: a date such as 2026-03-14'],
      [{ place: '' }, 'place: write it'],
      [{ listing: 'home' }, 'listing: Invalid option: expected one of "gallerys"|"gallery"'],
      [{ slug: 'Bad Slug!' }, 'slug: use letters, digits and single hyphens'],
      [{ cover: 5 }, 'cover: choose one of the album’s photos as the cover'],
      [
        { photos: [{ picture: { media: { ...photos[0], id: 'f'.repeat(32) } }, alt: 'x' }] },
        'photos.0: upload photo 1 again',
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await staff.call('POST', '/content/events', { ...base(), ...overrides });
      expect(answer.status, message).toBe(422);
      expect(await messageOf(answer)).toBe(message);
    }
    const escaping = await staff.call('POST', '/content/events', {
      ...base(),
      photos: [{ picture: { src: '/art/../../etc/passwd', width: 1, height: 1 }, alt: 'x' }],
    });
    expect(escaping.status).toBe(422);
    await create({ title: 'Taken address', slug: 'taken-address' });
    const taken = await staff.call('POST', '/content/events', base({ title: 'Other', slug: 'taken-address' }));
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toBe('The address “taken-address” is taken by “Taken address”');
  });

  it('stores hostile text as text and its address as a safe slug', async () => {
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const event = await create({ title, place: '"><svg onload=alert(3)>' });
    expect(event.title).toBe(title);
    expect(event.slug).toBe('script-alert-1-script-img-src-x-onerror-alert-2');
    await staff.call('POST', `/content/events/${event.id}/state`, { action: 'publish' });
    const map = await sitemap();
    expect(map).not.toContain('<script');
    expect(map).toContain(`/gallerys/${event.slug}</loc>`);
  });

  it('refuses a visitor, a forged origin, a missing CSRF token, a huge or malformed body, an SVG or disguised photo', async () => {
    const anonymous = await fetch(`${gateway.url}/staff/api/content/events`, {
      method: 'POST',
      headers: { Origin: gateway.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(base()),
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${gateway.url}/staff/api/content/events`)).status).toBe(401);
    expect((await staff.call('POST', '/content/events', base(), { Origin: 'https://evil.example' })).status).toBe(403);
    const noCsrf = await postWithoutCsrf(gateway, staff, '/content/events', base());
    expect(noCsrf.status).toBe(403);
    const huge = await staff.call('POST', '/content/events', base({ description: 'x'.repeat(3 * 1024 * 1024) }));
    expect([413, 422]).toContain(huge.status);
    const many = await staff.call('POST', '/content/events', {
      ...base(),
      photos: Array.from({ length: 201 }, () => ({ picture: { media: photos[0] }, alt: 'x' })),
    });
    expect(many.status).toBe(422);
    expect(await messageOf(many)).toBe('photos: at most 200 photos in one album');
    const malformed = await staff.call('POST', '/content/events', undefined, { 'Content-Type': 'application/json' });
    expect([400, 422]).toContain(malformed.status);
    const broken = await postCutShortJson(gateway, staff, '/content/events');
    expect([400, 422]).toContain(broken.status);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'p.jpg',
    );
    expect(svg.status).toBe(400);
    expect(await messageOf(svg)).toMatch(/SVG/);
    const disguised = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg');
    expect(disguised.status).toBe(400);
    expect((await fetch(`${gateway.url}/gallerys/study-abroad-fair-2026-not-here`)).status).toBe(404);
  });
});
