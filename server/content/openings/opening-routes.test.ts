import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerOpeningListAnswer, careerOpeningView, type CareerOpeningInput } from '../../../schemas/career-opening';
import { writeFakeSite } from '../../testing/fake-site';
import { postCutShortJson, postWithoutCsrf, signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

// Issue 48, the careers path: staff list openings in the back office, /career shows the open ones.

const { dist, serverBundle } = writeFakeSite(tempDir('openings'));
/** The gateway's clock: 2026-11-29 in Nepal. */
let clock = Date.parse('2026-11-29T06:00:00Z');
let gateway: TestGateway;
let staff: StaffClient;

const base = (overrides: Partial<CareerOpeningInput> = {}): CareerOpeningInput => ({
  title: 'Field agent',
  titleNe: 'फिल्ड एजेन्ट',
  description: 'Meet shop owners in Biratnagar and sign them up.',
  descriptionNe: '',
  type: 'Agent',
  location: 'Biratnagar',
  closesOn: null,
  open: true,
  ...overrides,
});
const list = async () =>
  careerOpeningListAnswer.parse(await (await staff.call('GET', '/content/openings')).json()).items;
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;
async function create(overrides: Partial<CareerOpeningInput> = {}) {
  const answer = await staff.call('POST', '/content/openings', base(overrides));
  expect(answer.status, await answer.clone().text()).toBe(201);
  return careerOpeningView.parse(await answer.json());
}
const page = async (path: string) => (await fetch(gateway.url + path)).text();
const openingsOn = (html: string) => /<ul class="openings">(.*?)<\/ul>/.exec(html)?.[1] ?? 'no list';

beforeAll(async () => {
  gateway = await startTestGateway(
    { DIST_DIR: dist, SERVER_BUNDLE: serverBundle, DATA_DIR: tempDir('openings-data') },
    { now: () => clock },
  );
  staff = await signInAs(gateway, 'hiring@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('career openings', () => {
  it('start empty: /career says so with an empty list', async () => {
    expect(await list()).toEqual([]);
    expect(openingsOn(await page('/career'))).toBe('');
  });

  it('shows on /career and /ne/career what staff opened, in their order, and not what they closed', async () => {
    const agent = await create();
    const intern = await create({ title: 'Web intern', titleNe: '', type: 'Internship', closesOn: '2026-12-15' });
    const closed = await create({ title: 'Night guard', titleNe: 'रात्रि पाले', type: 'Full Time', open: false });
    expect(openingsOn(await page('/career'))).toBe(
      `<li id="opening-${agent.id}" lang="en">Field agent · Agent · </li>` +
        `<li id="opening-${intern.id}" lang="en">Web intern · Internship · 2026-12-15</li>`,
    );
    // A Nepali title where staff gave one, the English one (marked English) where not.
    expect(openingsOn(await page('/ne/career'))).toBe(
      `<li id="opening-${agent.id}" lang="ne">फिल्ड एजेन्ट · Agent · </li>` +
        `<li id="opening-${intern.id}" lang="en">Web intern · Internship · 2026-12-15</li>`,
    );

    const reordered = await staff.call('PUT', '/content/openings/order', { ids: [closed.id, intern.id, agent.id] });
    expect(reordered.status).toBe(200);
    const reopened = await staff.call('PUT', `/content/openings/${closed.id}`, base({ title: 'Night guard' }));
    expect(reopened.status).toBe(200);
    await staff.call('PUT', `/content/openings/${agent.id}`, base({ open: false }));
    expect(openingsOn(await page('/career'))).toBe(
      `<li id="opening-${closed.id}" lang="en">Night guard · Agent · </li>` +
        `<li id="opening-${intern.id}" lang="en">Web intern · Internship · 2026-12-15</li>`,
    );
    expect((await list()).map((item) => [item.title, item.open, item.position])).toEqual([
      ['Night guard', true, 0],
      ['Web intern', true, 1],
      ['Field agent', false, 2],
    ]);
  });

  it('leaves /career on its own once an opening’s closing date has passed, in Nepal’s day', async () => {
    const closing = await create({ title: 'Closing soon', closesOn: '2026-12-20' });
    expect(openingsOn(await page('/career'))).toContain(`opening-${closing.id}`);
    // 20 December is still a day to apply; 21 December in Nepal (18:15 UTC on the 20th) is not.
    clock = Date.parse('2026-12-20T18:00:00Z');
    expect(openingsOn(await page('/career'))).toContain(`opening-${closing.id}`);
    clock = Date.parse('2026-12-20T18:15:00Z');
    expect(openingsOn(await page('/career'))).not.toContain(`opening-${closing.id}`);
    // Still listed for staff, as it was.
    expect((await list()).find((item) => item.id === closing.id)?.open).toBe(true);
    clock = Date.parse('2026-11-29T06:00:00Z');
  });

  it('says what is wrong with a field and keeps hostile text as text', async () => {
    const cases: [Partial<CareerOpeningInput>, string][] = [
      [{ title: ' ' }, 'title: write it'],
      [{ location: '' }, 'location: write it'],
      [{ title: 'x'.repeat(121) }, 'title: at most 120 characters'],
      [
        { type: 'Gig' as CareerOpeningInput['type'] },
        'type: choose one of: Agent, Full Time, Part Time, Internship, Volunteer, Others',
      ],
      [{ closesOn: '2026-02-30' }, 'closesOn: enter a date as YYYY-MM-DD, or leave it empty'],
      [{ closesOn: '30/12/2026' }, 'closesOn: enter a date as YYYY-MM-DD, or leave it empty'],
      [{ closesOn: '2099-12-15' }, 'closesOn: choose a date up to 2033-12-31'],
      [{ title: 'Age\u000bnt' }, 'title: remove the invisible control character U+000B (it comes in with pasted text)'],
    ];
    const before = await list();
    for (const [overrides, message] of cases) {
      const answer = await staff.call('POST', '/content/openings', base(overrides));
      expect(answer.status, message).toBe(422);
      expect(await messageOf(answer)).toBe(message);
    }
    expect(await list()).toEqual(before);
    const hostile = '<script>alert(1)</script>“quoted” & <b>bold</b>';
    expect((await create({ title: hostile })).title).toBe(hostile);
    const partial = await staff.call('PUT', '/content/openings/order', { ids: [before[0].id] });
    expect(partial.status).toBe(422);
    expect(await messageOf(partial)).toBe('ids: the list changed meanwhile: reload it and order again');
    const ghost = await staff.call('PUT', '/content/openings/nope', base());
    expect(ghost.status).toBe(404);
  });

  it('refuses a visitor, a forged origin, a missing CSRF token and a huge or malformed body', async () => {
    expect((await fetch(`${gateway.url}/staff/api/content/openings`)).status).toBe(401);
    const anonymous = await fetch(`${gateway.url}/staff/api/content/openings`, {
      method: 'POST',
      headers: { Origin: gateway.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(base()),
    });
    expect(anonymous.status).toBe(401);
    const before = await list();
    expect((await staff.call('POST', '/content/openings', base(), { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const noCsrf = await postWithoutCsrf(gateway, staff, '/content/openings', base());
    expect(noCsrf.status).toBe(403);
    const huge = await staff.call('POST', '/content/openings', base({ description: 'x'.repeat(3 * 1024 * 1024) }));
    expect([413, 422]).toContain(huge.status);
    const broken = await postCutShortJson(gateway, staff, '/content/openings');
    expect([400, 422]).toContain(broken.status);
    expect(await list()).toEqual(before);
  });
});
