import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCategoriesAnswer, postCategoryView } from '../../../schemas/blog-category';
import { postView, type PostView } from '../../../schemas/blog-post';
import { writeFakeSite } from '../../testing/fake-site';
import { postInput } from '../../testing/post-input';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let admin: StaffClient;
/** Whoever edits posts (a staff member, not an admin) edits their categories too. */
let writer: StaffClient;

beforeAll(async () => {
  const { dist, serverBundle } = writeFakeSite(tempDir('post-categories'));
  gateway = await startTestGateway({ DIST_DIR: dist, SERVER_BUNDLE: serverBundle });
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  writer = await signInAs(gateway, 'writer@example.com', 'staff');
});
afterAll(() => gateway.close());

const path = '/content/post-categories';
const current = async () => postCategoriesAnswer.parse(await (await writer.call('GET', path)).json()).items;
const names = async () => (await current()).map((category) => category.name);
const add = (names: object, client = writer, headers?: Record<string, string>) =>
  client.call('POST', path, names, headers);
const page = async (address: string) => (await fetch(gateway.url + address)).text();
/** The blog strip's categories as the page shows them, in its order. */
const strip = async (address: string) =>
  [...(await page(address)).matchAll(/<li data-key="([^"]*)">([^<]*)<\/li>/g)].map(
    (match) => `${match[1]}=${match[2]}`,
  );
const refusal = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;

async function publish(category: string, title: string): Promise<PostView> {
  const created = await writer.call('POST', '/content/posts', postInput({ title, category }));
  expect(created.status, await created.clone().text()).toBe(201);
  const post = postView.parse(await created.json());
  expect((await writer.call('POST', `/content/posts/${post.id}/state`, { action: 'publish' })).status).toBe(200);
  return post;
}

describe('blog categories', () => {
  it('start as the spec’s five, in both languages, with the posts already in them', async () => {
    const shipped = await current();
    expect(shipped.map(({ key, name, nameNe }) => [key, name, nameNe])).toEqual([
      ['Health', 'Health', 'स्वास्थ्य'],
      ['Lifestyle', 'Lifestyle', 'जीवनशैली'],
      ['Career', 'Career', 'करियर'],
      ['Entertainment', 'Entertainment', 'मनोरञ्जन'],
      ['Technology', 'Technology', 'प्रविधि'],
    ]);
    // The sample posts kept their stored categories.
    expect(shipped.find((category) => category.key === 'Technology')!.posts).toBeGreaterThan(0);
    expect(await strip('/blog')).toEqual(shipped.map((category) => `${category.key}=${category.name}`));
    expect(await strip('/ne/blog')).toEqual(shipped.map((category) => `${category.key}=${category.nameNe}`));
  });

  it('a writer adds Education, moves it first and writes a post in it: /blog and /ne/blog follow at once, audited', async () => {
    const added = await add({ name: '  Education ', nameNe: 'शिक्षा' });
    expect(added.status).toBe(201);
    expect(postCategoryView.parse(await added.json())).toEqual({
      key: 'education',
      name: 'Education',
      nameNe: 'शिक्षा',
      posts: 0,
    });
    expect((await strip('/blog')).at(-1)).toBe('education=Education');

    for (let step = 0; step < 6; step++) {
      const moved = await writer.call('POST', `${path}/education/move`, { direction: 'up' });
      expect(moved.status).toBe(200);
    }
    expect(await names()).toEqual(['Education', 'Health', 'Lifestyle', 'Career', 'Entertainment', 'Technology']);
    expect((await strip('/blog'))[0]).toBe('education=Education');
    expect((await strip('/ne/blog'))[0]).toBe('education=शिक्षा');
    expect((await writer.call('POST', `${path}/education/move`, { direction: 'down' })).status).toBe(200);
    expect((await names()).slice(0, 2)).toEqual(['Health', 'Education']);
    expect((await writer.call('POST', `${path}/education/move`, { direction: 'up' })).status).toBe(200);

    const post = await publish('education', 'Choosing a college after SEE');
    expect(await page(`/blog/${post.slug}`)).toContain('<p class="category">Education</p>');
    expect(await page('/blog?category=education')).toContain('<h2>Choosing a college after SEE</h2>');
    expect((await current())[0].posts).toBe(1);

    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('added blog category');
    expect(audit).toContain('moved blog category up');
    expect(audit).toContain('Education / शिक्षा');
  });

  it('renaming keeps the posts in it, and the pages show the new names without a rebuild', async () => {
    const renamed = await writer.call('PUT', `${path}/education`, { name: 'Study', nameNe: 'अध्ययन' });
    expect(renamed.status).toBe(200);
    expect(postCategoryView.parse(await renamed.json())).toMatchObject({ key: 'education', name: 'Study', posts: 1 });
    expect((await strip('/blog'))[0]).toBe('education=Study');
    expect((await strip('/ne/blog'))[0]).toBe('education=अध्ययन');
    expect(await page('/blog?category=education')).toContain('<p class="category">Study</p>');
  });

  it('refuses to delete a category posts use, saying how many, and deletes it once they moved', async () => {
    const { items } = (await (await writer.call('GET', '/content/posts')).json()) as { items: PostView[] };
    const post = items.find((item) => item.category === 'education')!;
    const refused = await writer.call('DELETE', `${path}/education`);
    expect(refused.status).toBe(409);
    expect(await refusal(refused)).toBe(
      '“Study” is the category of 1 post: give it another category first, then delete it',
    );
    expect(await names()).toContain('Study');

    const moved = postInput({ title: post.title, slug: post.slug, category: 'Career' });
    expect((await writer.call('PUT', `/content/posts/${post.id}`, moved)).status).toBe(200);
    expect((await writer.call('DELETE', `${path}/education`)).status).toBe(204);
    expect(await names()).not.toContain('Study');
    expect(await strip('/blog')).not.toContain('education=Study');
    expect(JSON.stringify(await (await admin.call('GET', '/audit')).json())).toContain('deleted blog category');
    expect((await writer.call('DELETE', `${path}/education`)).status).toBe(404);
  });

  it('refuses a post in a category that does not exist, storing nothing', async () => {
    const before = (await (await writer.call('GET', '/content/posts')).json()) as { items: unknown[] };
    const answer = await writer.call('POST', '/content/posts', postInput({ category: 'education' }));
    expect(answer.status).toBe(422);
    expect(await refusal(answer)).toMatch(/^category: that category no longer exists/);
    const after = (await (await writer.call('GET', '/content/posts')).json()) as { items: unknown[] };
    expect(after.items).toHaveLength(before.items.length);
  });

  it.each([
    [{ name: 'health', nameNe: 'नयाँ' }, 409, 'There is already a category named “Health”'],
    [{ name: 'Wellness', nameNe: 'स्वास्थ्य' }, 409, 'There is already a category named “स्वास्थ्य” in Nepali'],
    [{ name: 'Sports', nameNe: ' ' }, 422, 'Name in Nepali: required'],
    [{ name: 'Sports' }, 422, 'Name in Nepali:'],
    [{ name: '', nameNe: 'खेलकुद' }, 422, 'Name: required'],
    [{ name: 'x'.repeat(41), nameNe: 'खेलकुद' }, 422, 'Name: at most 40 characters'],
    [{ name: 'Sports\u0007', nameNe: 'खेलकुद' }, 422, 'Name: remove the invisible control character U+0007'],
    [{ name: '<script>', nameNe: 'खेलकुद' }, 422, 'Name: no < or >'],
    [{ name: 42, nameNe: 'खेलकुद' }, 422, 'Name: required'],
  ])('refuses a wrong category (%#) with a plain message and changes nothing', async (names, status, message) => {
    const before = await current();
    const answer = await add(names);
    expect(answer.status).toBe(status);
    expect(await refusal(answer)).toContain(message);
    expect(await current()).toEqual(before);
  });

  it('refuses renaming to another category’s name, or an unknown category; a bad move changes nothing', async () => {
    const before = await current();
    const clash = await writer.call('PUT', `${path}/Career`, { name: 'HEALTH', nameNe: 'करियर' });
    expect(clash.status).toBe(409);
    expect(await refusal(clash)).toBe('There is already a category named “Health”');
    // Its own names, in another case, are no clash.
    const own = await writer.call('PUT', `${path}/Career`, { name: 'career', nameNe: 'करियर' });
    expect(own.status).toBe(200);
    expect((await writer.call('PUT', `${path}/Career`, { name: 'Career', nameNe: 'करियर' })).status).toBe(200);
    expect((await writer.call('PUT', `${path}/nothing`, { name: 'New', nameNe: 'नयाँ' })).status).toBe(404);
    expect((await writer.call('POST', `${path}/Career/move`, { direction: 'sideways' })).status).toBe(422);
    expect((await writer.call('POST', `${path}/Health/move`, { direction: 'up' })).status).toBe(200);
    expect(await current()).toEqual(before);
  });

  it('keeps out no session, a forged origin, a missing CSRF token, a huge or malformed body', async () => {
    const before = await current();
    const url = `${gateway.url}/staff/api${path}`;
    const body = JSON.stringify({ name: 'Sports', nameNe: 'खेलकुद' });
    const json = { 'Content-Type': 'application/json', Origin: gateway.url };
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: json, body })).status).toBe(401);
    expect((await fetch(`${url}/Health`, { method: 'DELETE', headers: { Origin: gateway.url } })).status).toBe(401);
    expect((await add({ name: 'Sports', nameNe: 'खेलकुद' }, writer, { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await fetch(url, { method: 'POST', headers: { ...json, Cookie: writer.cookie }, body })).status).toBe(403);
    expect((await add({ name: 'x'.repeat(5_000_000), nameNe: 'खेलकुद' })).status).toBe(413);
    const malformed = await fetch(url, {
      method: 'POST',
      headers: { ...json, Cookie: writer.cookie, 'X-CSRF-Token': writer.csrfToken },
      body: '{"name":',
    });
    expect(malformed.status).toBe(422);
    expect(await current()).toEqual(before);
  });
});
