// Following the blog by e-mail in Chromium, against the real gateway (in this process) serving the
// real build: sign up, confirm from the e-mail that really arrives, a post published, one e-mail,
// and its one-click unsubscribe as a mail provider sends it.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView } from '../../schemas/blog-post';
import { waitFor } from '../../server/testing/fault-proxy';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/testing/smtp-sink';
import { addAccount, signInAs, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser } from './support/browser';
import { signIn } from './support/staff-fixtures';
import { sqliteOf } from '../../server/storage/db';

const browser = sharedBrowser();
const shots = 'test-results/screens/follow';
let sink: SmtpSink;
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    DIST_DIR: resolve('dist'),
    SERVER_BUNDLE: resolve('dist-ssr/entry-server.js'),
    SMTP_URL: sink.url,
    NOTIFY_RETRY_BASE_MS: '100',
  });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await sink?.close();
});

const mailTo = (address: string) => sink.received.filter((mail) => mail.envelopeTo.includes(address));
/** A link of the e-mail, on the test gateway (the e-mails name the public site). */
function linkIn(mail: ReceivedMail, path: string) {
  const found = new RegExp(`https://[^\\s/]+(${path}\\?token=[\\w.%-]+)`).exec(mail.parsed.text ?? '');
  expect(found, mail.parsed.text).not.toBeNull();
  return gateway.url + found![1];
}

describe('following the blog', () => {
  it('the form on the post page, in both languages, at phone and desktop widths', async () => {
    for (const path of ['/blogsingle', '/ne/blogsingle'])
      for (const width of [375, 1280]) {
        const { page, errors } = await openPage(browser(), width);
        await page.goto(gateway.url + path, { waitUntil: 'networkidle' });
        const box = page.locator('section[aria-labelledby="follow-title"]');
        await box.scrollIntoViewIfNeeded();
        await box.screenshot({ path: `${shots}/form-${path.startsWith('/ne') ? 'ne' : 'en'}-${width}.png` });
        // Nothing of the form runs off a phone's screen.
        const right = await box.evaluate((element) => element.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(width);
        expect(errors).toEqual([]);
        await page.context().close();
      }
  });

  it('a reader follows, confirms from the e-mail, gets exactly one e-mail for a new post, and unsubscribes in one click', async () => {
    const email = 'reader@example.com';
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${gateway.url}/blogsingle`);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('we have sent it a link to confirm').waitFor();

    const confirmation = await waitFor(() => mailTo(email)[0], 20_000);
    await page.goto(linkIn(confirmation, '/follow/confirm'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done: you follow our blog.').waitFor();
    await context.close();

    const admin = await signInAs(gateway, 'admin@example.com', 'admin');
    const created = await admin.call('POST', '/content/posts', {
      title: 'Open day at the Biratnagar office',
      lang: 'en',
      summary: 'Come and meet the team.',
      category: 'Career',
      authorName: 'Asha Poudel',
      cover: { src: '/art/blog/featured.svg', width: 1200, height: 630 },
      coverAlt: 'The office front door',
      body: 'Saturday, 10 to 4.',
    });
    const { id } = postView.parse(await created.json());
    expect((await admin.call('POST', `/content/posts/${id}/state`, { action: 'publish' })).status).toBe(200);

    const news = await waitFor(() => mailTo(email)[1], 20_000);
    expect(news.parsed.subject).toBe('New article: Open day at the Biratnagar office');
    expect(news.parsed.headerLines.map((line) => line.key)).toEqual(
      expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
    );
    // As a mail provider sends it (RFC 8058): a POST from its own servers, no cookie, no Origin.
    const body = new FormData();
    body.append('List-Unsubscribe', 'One-Click');
    const unsubscribed = await fetch(linkIn(news, '/follow/unsubscribe'), { method: 'POST', body });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('You are unsubscribed');
    // Once nothing is left to send, the reader has had the confirmation and the one article.
    await waitFor(
      () =>
        sqliteOf(gateway.app.database)
          .prepare(
            "SELECT count(*) FROM jobs WHERE kind IN ('follow-post', 'notification-email') AND status = 'queued'",
          )
          .pluck()
          .get() === 0,
    );
    expect(mailTo(email)).toHaveLength(2);
    expect(
      sqliteOf(gateway.app.database).prepare('SELECT state FROM subscribers WHERE email = ?').pluck().get(email),
    ).toBe('unsubscribed');
  });

  it('staff see the subscribers in the back office (a phone)', async () => {
    await addAccount(gateway, 'owner@example.com', 'admin', 'Anita Admin');
    const watched = await openPage(browser(), 375);
    await signIn(watched, gateway.url, 'owner@example.com', TEST_PASSWORD);
    await watched.page.goto(`${gateway.url}/staff/subscribers`);
    await watched.page.getByText('reader@example.com').waitFor();
    await watched.page.screenshot({ path: `${shots}/staff-subscribers-375.png`, fullPage: true });
    expect(watched.errors).toEqual([]);
    await watched.page.context().close();
  });
});
