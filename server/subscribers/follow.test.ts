import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postView, type PostInput } from '../../schemas/blog-post';
import { subscribersAnswer } from '../../schemas/follow';
import { waitFor } from '../testing/fault-proxy';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { storedValue } from '../testing/stored-value';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

let sink: SmtpSink;
let gateway: TestGateway;
let admin: StaffClient;
/** Added to the gateway's clock: a test moves it past a link's expiry. */
let later = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway(
    { SMTP_URL: sink.url, NOTIFY_RETRY_BASE_MS: '50', NOTIFY_RETRY_MAX_MS: '200' },
    { now: () => Date.now() + later },
  );
  admin = await signInAs(gateway, 'admin@example.com', 'admin');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  later = 0;
});

const form = (fields: Record<string, string>, path = '/follow', headers: Record<string, string> = {}) =>
  fetch(gateway.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url, ...headers },
    body: new URLSearchParams(fields),
  });
const follow = (email: string, path = '/follow') => form({ email }, path);
/** The mail that went to `address`, in the order it arrived. */
const mailTo = (address: string) => sink.received.filter((mail) => mail.envelopeTo.includes(address));
/** The link in a message, on the test gateway (the e-mails name the public site). */
function linkIn(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https://[^\\s/]+(${path}\\?token=[\\w.%-]+)`).exec(mail.parsed.text ?? '');
  expect(found, mail.parsed.text).not.toBeNull();
  return gateway.url + found![1];
}
const visit = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: method === 'POST' ? { Origin: gateway.url, ...headers } : headers });
const pageText = async (response: Response) => (await response.text()).replace(/<[^>]+>/g, ' ');

/** Follows and confirms `email`; answers its confirmation e-mail. */
async function confirmedFollower(email: string, path = '/follow') {
  expect((await follow(email, path)).status).toBe(200);
  const mail = await waitFor(() => mailTo(email)[0]);
  expect((await visit(linkIn(mail, '/follow/confirm'), 'POST')).status).toBe(200);
  return mail;
}

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Scholarships for nursing students, 2027',
  lang: 'en',
  summary: 'Who may apply, and by when.',
  category: 'Career',
  authorName: 'Asha Poudel',
  cover: { src: '/art/blog/featured.svg', width: 1200, height: 630 },
  coverAlt: 'Students in a classroom',
  body: 'Apply by the end of January.',
  ...overrides,
});
async function publish(overrides: Partial<PostInput> = {}) {
  const created = await admin.call('POST', '/content/posts', post(overrides));
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = postView.parse(await created.json());
  expect((await admin.call('POST', `/content/posts/${id}/state`, { action: 'publish' })).status).toBe(200);
  return id;
}
/** A follower's messages about new posts (the confirmation has no List-Unsubscribe). */
const newPostMails = (address: string) => mailTo(address).filter((mail) => /^List-Unsubscribe:/im.test(mail.raw));
/** Until the gateway has no e-mail left to send. */
const sent = () =>
  waitFor(
    () =>
      storedValue(
        gateway.app.database,
        sql`SELECT count(*) FROM jobs WHERE kind IN ('follow-post', 'notification-email') AND status = 'queued'`,
      ) === 0,
  );

describe('following the blog by e-mail (double opt-in)', () => {
  it('sends one confirmation, in the page language, and answers the same whoever the address is', async () => {
    const first = await follow('Reader.One@example.com');
    expect(first.status).toBe(200);
    const answer = await pageText(first);
    expect(answer).toContain('If this address does not follow our blog yet, we have sent it a link to confirm');
    expect(answer).toContain('at most one such e-mail an hour');
    const mail = await waitFor(() => mailTo('reader.one@example.com')[0]);
    expect(mail.parsed.subject).toMatch(/^Confirm that you want new articles from /);
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');

    // Again within the hour, pending, then confirmed: the same page, and no second e-mail.
    expect(await pageText(await follow('reader.one@example.com'))).toBe(answer);
    await visit(linkIn(mail, '/follow/confirm'), 'POST');
    expect(await pageText(await follow('READER.ONE@example.com'))).toBe(answer);
    await sent();
    expect(mailTo('reader.one@example.com')).toHaveLength(1);

    expect((await follow('lekhak@example.com', '/ne/follow')).status).toBe(200);
    const nepali = await waitFor(() => mailTo('lekhak@example.com')[0]);
    expect(nepali.parsed.subject).toMatch(/नयाँ लेखहरू पाउन चाहनुहुन्छ भनी पक्का गर्नुहोस्$/);
  });

  it('confirms only by the link page’s button (a scanner fetching the link confirms nothing), once', async () => {
    await follow('scanner@example.com');
    const link = linkIn(await waitFor(() => mailTo('scanner@example.com')[0]), '/follow/confirm');
    const opened = await visit(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toMatch(/<form class="card" method="post" action="\/follow\/confirm\?token=[^"]+">/);
    const state = () =>
      storedValue(gateway.app.database, sql`SELECT state FROM subscribers WHERE email = 'scanner@example.com'`);
    expect(state()).toBe('pending');

    const confirmed = await visit(link, 'POST');
    expect(confirmed.status).toBe(200);
    expect(await pageText(confirmed)).toContain('Done: you follow our blog.');
    expect(state()).toBe('confirmed');

    const again = await visit(link, 'POST');
    expect(again.status).toBe(410);
    expect(await pageText(again)).toContain('This link no longer works: it was already used, or it has expired.');
  });

  it('refuses an expired, forged or altered confirmation link, and another link’s token', async () => {
    await follow('late@example.com');
    const link = linkIn(await waitFor(() => mailTo('late@example.com')[0]), '/follow/confirm');
    later = 8 * 24 * 3_600_000;
    expect((await visit(link, 'POST')).status).toBe(410);
    later = 0;

    const token = new URL(link).searchParams.get('token')!;
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    // Another subscriber's id under this link's signature; the link as an unsubscribe link.
    const otherId = storedValue(
      gateway.app.database,
      sql`SELECT id FROM subscribers WHERE email = 'reader.one@example.com'`,
    );
    const altered = Buffer.from(JSON.stringify([claims[0], otherId, ...claims.slice(2)])).toString('base64url');
    for (const forged of [`${altered}.${mac}`, `${body}.${'A'.repeat(43)}`, 'nonsense', 'a.b.c', 'x'.repeat(5000)]) {
      const url = `${gateway.url}/follow/confirm?token=${encodeURIComponent(forged)}`;
      expect((await visit(url)).status, forged).toBe(404);
      expect((await visit(url, 'POST')).status, forged).toBe(410);
    }
    expect((await visit(`${gateway.url}/follow/unsubscribe?token=${token}`, 'POST')).status).toBe(404);
    expect(storedValue(gateway.app.database, sql`SELECT state FROM subscribers WHERE email = 'late@example.com'`)).toBe(
      'pending',
    );
  });
});

describe('a new post', () => {
  it('goes once to each confirmed follower in their language, with a one-click unsubscribe; an edit republished sends nothing', async () => {
    await confirmedFollower('en.reader@example.com');
    await confirmedFollower('ne.reader@example.com', '/ne/follow');
    await follow('never.confirmed@example.com');
    await sent();

    const english = await publish();
    await publish({
      title: 'नर्सिङ विद्यार्थीका लागि छात्रवृत्ति',
      lang: 'ne',
      twinId: english,
      summary: 'को आवेदन दिन सक्छ।',
    });
    await sent();
    const [en] = newPostMails('en.reader@example.com');
    expect(newPostMails('en.reader@example.com')).toHaveLength(1);
    expect(en.parsed.subject).toBe('New article: Scholarships for nursing students, 2027');
    expect(en.parsed.text).toContain('/blog/scholarships-for-nursing-students-2027');
    expect(newPostMails('ne.reader@example.com').map((mail) => mail.parsed.subject)).toEqual([
      'नयाँ लेख: नर्सिङ विद्यार्थीका लागि छात्रवृत्ति',
    ]);
    expect(newPostMails('never.confirmed@example.com')).toEqual([]);

    // RFC 2369 and RFC 8058, as they arrive.
    const unsubscribe = linkIn(en, '/follow/unsubscribe');
    const headers = en.parsed.headerLines.filter((line) => line.key === 'list-unsubscribe');
    expect(headers).toHaveLength(1);
    expect(headers[0].line.replace(/^List-Unsubscribe:\s*/i, '').replace(/\r?\n\s+/g, ' ')).toMatch(
      /^<https:\/\/[^>]+\/follow\/unsubscribe\?token=[\w.%-]+>, <mailto:[^>]+>$/,
    );
    expect(
      en.parsed.headerLines.filter((line) => line.key === 'list-unsubscribe-post').map((line) => line.line),
    ).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);

    // Unpublished and published again: followers heard of it already.
    await admin.call('POST', `/content/posts/${english}/state`, { action: 'unpublish' });
    await admin.call('POST', `/content/posts/${english}/state`, { action: 'publish' });
    await sent();
    expect(newPostMails('en.reader@example.com')).toHaveLength(1);

    // A mail scanner's GET changes nothing; the provider's one-click POST unsubscribes at once, twice alike.
    const page = await visit(unsubscribe);
    expect(await page.text()).toContain('<button type="submit" class="danger">Unsubscribe</button>');
    const oneClick = () => {
      const body = new FormData();
      body.append('List-Unsubscribe', 'One-Click');
      return fetch(unsubscribe, { method: 'POST', body });
    };
    for (const answer of [await oneClick(), await oneClick()]) {
      expect(answer.status).toBe(200);
      expect(await pageText(answer)).toContain('You are unsubscribed');
    }
    await publish({ title: 'Open day in Biratnagar' });
    await sent();
    expect(newPostMails('en.reader@example.com')).toHaveLength(1);
  });
});

describe('the follow form refuses', () => {
  const stored = () => storedValue(gateway.app.database, sql`SELECT count(*) FROM subscribers`);

  it('an address that is not one (a header injected), another site’s post, a bot, junk and a huge body', async () => {
    const before = stored();
    const injected = await follow('victim@example.com\r\nBcc: everyone@example.com');
    expect(injected.status).toBe(422);
    expect(await pageText(injected)).toContain('Enter a valid e-mail address');
    expect((await follow('')).status).toBe(422);

    const foreign = await form({ email: 'csrf@example.com' }, '/follow', { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await pageText(foreign)).toContain('This form must be sent from our blog.');
    expect((await form({ email: 'bot@example.com', website: 'http://spam.example' })).status).toBe(200);
    const json = await fetch(`${gateway.url}/follow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'json@example.com' }),
    });
    expect(json.status).toBe(415);
    const huge = await form({ email: `${'a'.repeat(10_000)}@example.com` });
    expect(huge.status).toBe(413);
    expect(await pageText(huge)).toContain('The form could not be read.');
    expect(stored()).toBe(before);
  });

  it('a flood of sign-ups from one client (the table API’s write limit)', async () => {
    const limited = await startTestGateway({ RATE_LIMIT_PER_MIN: '3' });
    try {
      const statuses = [];
      for (let n = 0; n < 5; n++)
        statuses.push(
          (
            await fetch(`${limited.url}/follow`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: limited.url },
              body: new URLSearchParams({ email: `flood${n}@example.com` }),
            })
          ).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the back office’s Subscribers', () => {
  it('are refused without a session (401) and to staff who are not admins (403)', async () => {
    expect((await fetch(`${gateway.url}/staff/api/subscribers`)).status).toBe(401);
    const staff = await signInAs(gateway, 'staff@example.com', 'staff');
    expect((await staff.call('GET', '/subscribers')).status).toBe(403);
    expect((await staff.call('GET', '/subscribers/export.csv')).status).toBe(403);
  });

  it('lists each address with language, state and dates, and exports them as CSV (audited)', async () => {
    await confirmedFollower('listed@example.com', '/ne/follow');
    const { subscribers } = subscribersAnswer.parse(await (await admin.call('GET', '/subscribers')).json());
    expect(subscribers.find((item) => item.email === 'listed@example.com')).toMatchObject({
      lang: 'ne',
      state: 'confirmed',
      unsubscribedAt: null,
    });
    const csv = await admin.call('GET', '/subscribers/export.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Email,Language,State,Signed up,Confirmed,Unsubscribed,Posts sent');
    expect(lines.find((line) => line.startsWith('listed@example.com,'))).toMatch(/^listed@example.com,ne,confirmed,/);
    expect(
      storedValue(gateway.app.database, sql`SELECT detail FROM staff_audit WHERE action = 'exported subscribers'`),
    ).toMatch(/^\d+ address\(es\)$/);
  });

  it('go with a person’s erasure, with the messages sent to them', async () => {
    await confirmedFollower('erase.me@example.com');
    const found = await (await admin.call('GET', '/people?q=erase.me%40example.com')).json();
    expect(found.subscription).toMatchObject({ email: 'erase.me@example.com', state: 'confirmed' });
    const deleted = await admin.call('POST', '/people/delete', { q: 'Erase.Me@example.com' });
    expect(await deleted.json()).toEqual({ records: 0, files: 0, subscriptions: 1 });
    const db = gateway.app.database;
    expect(storedValue(db, sql`SELECT count(*) FROM subscribers WHERE email = 'erase.me@example.com'`)).toBe(0);
    expect(storedValue(db, sql`SELECT count(*) FROM notifications WHERE recipient = 'erase.me@example.com'`)).toBe(0);
  });
});
