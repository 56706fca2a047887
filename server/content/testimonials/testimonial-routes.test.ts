import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialListAnswer, testimonialView, type TestimonialInput } from '../../../schemas/testimonial';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { postCutShortJson, postWithoutCsrf, signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;

const base = (overrides: Partial<TestimonialInput> = {}): TestimonialInput => ({
  quote: 'They found me the right university and the right scholarship.',
  quoteNe: '',
  name: 'Mina Rai',
  nameNe: 'मीना राई',
  role: 'Student',
  roleNe: 'विद्यार्थी',
  rating: 4,
  photo: null,
  ...overrides,
});
const list = async () =>
  testimonialListAnswer.parse(await (await staff.call('GET', '/content/testimonials')).json()).items;
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;
async function create(overrides: Partial<TestimonialInput> = {}) {
  const answer = await staff.call('POST', '/content/testimonials', base(overrides));
  expect(answer.status, await answer.clone().text()).toBe(201);
  return testimonialView.parse(await answer.json());
}

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'quotes@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('testimonials', () => {
  it('ships samples marked Sample, four of them in the carousel; they go in one action', async () => {
    const items = await list();
    expect(items.length).toBe(10);
    expect(items.every((item) => item.sample)).toBe(true);
    expect(items.filter((item) => item.carousel !== null).map((item) => item.carousel)).toEqual([0, 1, 2, 3]);
    const mine = await create();
    expect(await (await staff.call('POST', '/content/testimonials/delete-samples')).json()).toEqual({ deleted: 10 });
    expect((await list()).map((item) => item.id)).toEqual([mine.id]);
  });

  it('puts exactly the chosen testimonials in the carousel, in the chosen order, and refuses a fifth', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) made.push(await create({ name }));
    const order = [made[3].id, made[0].id, made[4].id, made[1].id];
    const chosen = await staff.call('PUT', '/content/testimonials/carousel', { ids: order });
    expect(chosen.status).toBe(200);
    const items = await list();
    expect(
      items
        .filter((item) => item.carousel !== null)
        .sort((a, b) => a.carousel! - b.carousel!)
        .map((item) => item.name),
    ).toEqual(['D', 'A', 'E', 'B']);
    const five = await staff.call('PUT', '/content/testimonials/carousel', { ids: made.map((item) => item.id) });
    expect(five.status).toBe(422);
    expect(await messageOf(five)).toBe('ids: the carousel shows 4 testimonials: choose at most 4');
    const twice = await staff.call('PUT', '/content/testimonials/carousel', { ids: [made[0].id, made[0].id] });
    expect(await messageOf(twice)).toBe('ids: a testimonial can be in the carousel once');
    const ghost = await staff.call('PUT', '/content/testimonials/carousel', { ids: ['nope'] });
    expect(await messageOf(ghost)).toBe('ids: a chosen testimonial no longer exists');
    // Refused choices changed nothing.
    expect((await list()).filter((item) => item.carousel !== null).length).toBe(4);
    await staff.call('PUT', '/content/testimonials/carousel', { ids: [made[2].id] });
    expect((await list()).filter((item) => item.carousel !== null).map((item) => item.name)).toEqual(['C']);
  });

  it('says what is wrong with a field and keeps hostile text as text', async () => {
    const cases: [Partial<TestimonialInput>, string][] = [
      [{ quote: ' ' }, 'quote: write it'],
      [{ name: '' }, 'name: write it'],
      [{ rating: 6 }, 'rating: from 1 to 5 stars'],
      [{ rating: 0 }, 'rating: from 1 to 5 stars'],
      [
        { photo: { media: { id: 'a'.repeat(32), width: 1, height: 1, widths: [400], fallback: 'jpg' } } },
        'photo: upload the photo again',
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await staff.call('POST', '/content/testimonials', base(overrides));
      expect(answer.status, message).toBe(422);
      expect(await messageOf(answer)).toBe(message);
    }
    const hostile = '<script>alert(1)</script>“quoted” & <b>bold</b>';
    expect((await create({ quote: hostile })).quote).toBe(hostile);
  });

  it('refuses a visitor, a forged origin, a missing CSRF token and a huge or malformed body', async () => {
    const anonymous = await fetch(`${gateway.url}/staff/api/content/testimonials/carousel`, {
      method: 'PUT',
      headers: { Origin: gateway.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [] }),
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${gateway.url}/staff/api/content/testimonials`)).status).toBe(401);
    expect((await staff.call('POST', '/content/testimonials', base(), { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const noCsrf = await postWithoutCsrf(gateway, staff, '/content/testimonials', base());
    expect(noCsrf.status).toBe(403);
    const huge = await staff.call('POST', '/content/testimonials', base({ quote: 'x'.repeat(3 * 1024 * 1024) }));
    expect([413, 422]).toContain(huge.status);
    const broken = await postCutShortJson(gateway, staff, '/content/testimonials');
    expect([400, 422]).toContain(broken.status);
  });
});
