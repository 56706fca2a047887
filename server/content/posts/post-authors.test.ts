import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostInput } from '../../../schemas/blog-post';
import type { ListedTeamMember } from '../../../schemas/team-member';
import { writeFakeSite } from '../../testing/fake-site';
import { postInput } from '../../testing/post-input';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';
import { TeamAuthors } from './post-authors';

// Issue 48, "Structured data" and "author names in Devanagari": a post by a team member links its
// author to the member's card on /team and, on Nepali pages, shows the Nepali name staff gave the
// member; any other author is named as the byline names them, at the blog's list of their posts.

const folder = tempDir('post-authors');
const { dist, serverBundle } = writeFakeSite(folder);
let gateway: TestGateway;
let staff: StaffClient;
/** The sample team's Aarav Shrestha (आरव श्रेष्ठ), by his record's id. */
let aarav: string;

const page = async (path: string) => {
  const answer = await fetch(gateway.url + path);
  expect(answer.status, path).toBe(200);
  return answer.text();
};
const blogPosting = async (path: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(await page(path))![1]) as {
    author: Record<string, string>;
  };
const authorsShown = (html: string) => [...html.matchAll(/<p class="author">([^<]*)<\/p>/g)].map((match) => match[1]);
async function publish(input: PostInput) {
  const created = postView.parse(await (await staff.call('POST', '/content/posts', input)).json());
  await staff.call('POST', `/content/posts/${created.id}/state`, { action: 'publish' });
  return created;
}

beforeAll(async () => {
  gateway = await startTestGateway({ DIST_DIR: dist, SERVER_BUNDLE: serverBundle, DATA_DIR: tempDir('authors-data') });
  staff = await signInAs(gateway, 'writer@example.com', 'staff');
  const team = (await (await fetch(gateway.table('Team'))).json()) as {
    records: { id: string; fields: { Name: string } }[];
  };
  aarav = team.records.find((record) => record.fields.Name === 'Aarav Shrestha')!.id;
  const english = await publish(postInput({ title: 'Studying IT in Biratnagar', authorName: 'Aarav Shrestha' }));
  await publish(
    postInput({
      title: 'विराटनगरमा आईटी अध्ययन',
      slug: 'studying-it',
      lang: 'ne',
      twinId: english.id,
      authorName: 'Aarav Shrestha',
    }),
  );
  // An English post by him with no Nepali twin: listed on /ne/blog too.
  await publish(postInput({ title: 'Choosing a laptop for college', authorName: 'Aarav Shrestha' }));
});
afterAll(() => gateway.close());

describe("a post's author", () => {
  it("links a team member's post to their card on /team (and /ne/team) in the BlogPosting data", async () => {
    expect((await blogPosting('/blog/studying-it-in-biratnagar')).author).toEqual({
      '@type': 'Person',
      name: 'Aarav Shrestha',
      url: `https://example.test/team#member-${aarav}`,
    });
    expect((await blogPosting('/ne/blog/studying-it')).author).toEqual({
      '@type': 'Person',
      name: 'आरव श्रेष्ठ',
      url: `https://example.test/ne/team#member-${aarav}`,
    });
  });

  it("names the byline's person as the author of a post by someone not on the team, at the blog's list of their posts", async () => {
    expect((await blogPosting('/blog/banner-promotion-ideas')).author).toEqual({
      '@type': 'Person',
      name: 'Asha Poudel',
      url: 'https://example.test/blog?author=Asha+Poudel',
    });
    expect(authorsShown(await page('/blog?author=Asha+Poudel'))).toEqual(['Asha Poudel']);
  });

  it("shows a team member's Nepali name on Nepali pages: the post, /ne/blog with its author filter, the Nepali feed", async () => {
    expect(authorsShown(await page('/ne/blog/studying-it'))).toEqual(['आरव श्रेष्ठ']);
    expect(authorsShown(await page('/blog/studying-it-in-biratnagar'))).toEqual(['Aarav Shrestha']);
    const list = await page('/ne/blog');
    expect(authorsShown(list)).toContain('आरव श्रेष्ठ');
    expect(authorsShown(list)).not.toContain('Aarav Shrestha');
    // The filter still sends the stored name, so the list it asks for is his.
    expect(list).toContain('<li data-value="Aarav Shrestha">आरव श्रेष्ठ</li>');
    expect(authorsShown(await page('/ne/blog?author=Aarav+Shrestha'))).toEqual(['आरव श्रेष्ठ', 'आरव श्रेष्ठ']);
    expect(authorsShown(await page('/blog'))).toContain('Aarav Shrestha');
    expect(await page('/ne/blog/feed.xml')).toContain('<author><name>आरव श्रेष्ठ</name></author>');
    expect(await page('/blog/feed.xml')).toContain('<author><name>Aarav Shrestha</name></author>');
  });

  it("shows a member's new Nepali name on the next load, with no post saved again", async () => {
    expect(authorsShown(await page('/ne/blog/studying-it'))).toEqual(['आरव श्रेष्ठ']);
    const admin = await signInAs(gateway, 'owner@example.com', 'admin');
    expect((await admin.call('PATCH', `/team/${aarav}`, { NameNe: 'आरभ श्रेष्ठ' })).status).toBe(200);
    expect(authorsShown(await page('/ne/blog/studying-it'))).toEqual(['आरभ श्रेष्ठ']);
    expect((await blogPosting('/ne/blog/studying-it')).author.name).toBe('आरभ श्रेष्ठ');
    expect(await page('/ne/blog/feed.xml')).toContain('<author><name>आरभ श्रेष्ठ</name></author>');
    await admin.call('PATCH', `/team/${aarav}`, { NameNe: 'आरव श्रेष्ठ' });
  });

  it('shows a name staff typed as it is when it is no team member’s', async () => {
    expect(authorsShown(await page('/ne/blog/banner-promotion-ideas'))).toEqual(['आशा पौडेल']);
  });
});

describe('the team as the blog reads it', () => {
  const sita = { id: 'rec1', Name: 'Sita Karki', NameNe: 'सीता कार्की' } as ListedTeamMember;

  it('keeps the last members while the team cannot be read, and shows authors as stored before the first read', async () => {
    let read: () => Promise<ListedTeamMember[]> = () => Promise.reject(new Error('upstream down'));
    const authors = new TeamAuthors(() => read());
    expect((await authors.current()).name('Sita Karki', 'ne')).toBe('Sita Karki');
    read = async () => [sita];
    expect((await authors.current()).member('sita karki ', 'ne')).toEqual({
      path: '/ne/team#member-rec1',
      name: 'सीता कार्की',
    });
    read = () => Promise.reject(new Error('upstream down'));
    expect((await authors.current()).name('सीता कार्की', 'en')).toBe('Sita Karki');
  });
});
