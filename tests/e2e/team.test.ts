import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { idle, openPage, sharedBrowser } from './support/browser';

const browser = sharedBrowser();
const teamUrl = (baseURL: string) => `${baseURL}/v0/appLocalGateway01/Team`;

interface TeamFields {
  Name: string;
  NameNe?: string;
  Role: string;
  order: number;
}

/** The members a visitor's Team read gives, by order. */
async function publicMembers(baseURL: string): Promise<TeamFields[]> {
  const { records } = (await (await fetch(teamUrl(baseURL))).json()) as { records: { fields: TeamFields }[] };
  return records.map((record) => record.fields).sort((a, b) => a.order - b.order);
}

async function addMember(gateway: RunningGateway, Name: string, order: number) {
  const response = await fetch(teamUrl(gateway.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${gateway.staffToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: { Name, Role: 'Visa Counsellor', Image: [{ url: '/team/bikash-rai.svg' }], order },
    }),
  });
  expect(response.status).toBe(200);
}

/** The featured member's name and the grid's names, as the page shows them. */
async function shownMembers(page: Page) {
  return {
    featured: (await page.locator('#featured-member-name').allTextContents())[0]?.trim(),
    grid: (await page.locator('[data-island="team-list"] > ul > li h3').allTextContents()).map((name) => name.trim()),
  };
}

async function withoutScripts(url: string) {
  const context = await browser().newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const shown = await shownMembers(page);
  const skeleton = await page.getByTestId('team-skeleton').count();
  await context.close();
  return { ...shown, skeleton };
}

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

describe('the team page', () => {
  it('carries the stored members in its HTML in both languages: first by order featured, the rest in order', async () => {
    const members = await publicMembers(gateway.url);
    expect(members.length).toBeGreaterThan(1);
    // The Nepali page shows each member's Nepali name (the sample team has them), else the English one.
    for (const [path, name] of [
      ['/team', (member: TeamFields) => member.Name],
      ['/ne/team', (member: TeamFields) => member.NameNe ?? member.Name],
    ] as const) {
      expect(await withoutScripts(`${gateway.url}${path}`)).toEqual({
        featured: name(members[0]),
        grid: members.slice(1).map(name),
        skeleton: 0,
      });
    }
    expect(members[0].NameNe).toMatch(/[\u0900-\u097F]/);
  });

  it('runs no code for what it carries until the visitor comes back, then reads the list once', async () => {
    const { page, errors } = await openPage(browser(), 375);
    const teamReads: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(teamUrl(gateway.url))) teamReads.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${gateway.url}/team`, { waitUntil: 'networkidle' });
    // The page's idle callbacks have run, and what they would fetch has arrived.
    await idle(page);
    await page.waitForLoadState('networkidle');
    const island = page.locator('[data-island="team-list"]');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    const entryOnly = [...scripts];
    expect(entryOnly).toHaveLength(1);

    await addMember(gateway, 'Kiran Latest', 99);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('heading', { name: 'Kiran Latest', level: 3 }).waitFor();
    expect(await island.getAttribute('data-hydrated')).toBe('');
    expect(scripts.length).toBeGreaterThan(entryOnly.length);
    expect(teamReads).toHaveLength(1);
    // A hydration mismatch would be a console error.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates what it carries without a request when the visitor reaches into it, and reads it again on their return', async () => {
    const { page, errors } = await openPage(browser(), 1280);
    const teamReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(teamUrl(gateway.url))) teamReads.push(request.url());
    });
    await page.goto(`${gateway.url}/team`, { waitUntil: 'networkidle' });
    const before = await shownMembers(page);
    await page.locator('[data-island="team-list"] a').first().focus();
    await page.locator('[data-island="team-list"][data-hydrated]').waitFor({ state: 'attached' });
    expect(await shownMembers(page)).toEqual(before);
    expect(teamReads).toEqual([]);

    await addMember(gateway, 'Mina Newer', 98);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('heading', { name: 'Mina Newer', level: 3 }).waitFor();
    expect(teamReads).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a change on the next load, with a new ETag', async () => {
    const before = await fetch(`${gateway.url}/team`);
    await addMember(gateway, 'Asha First', -1);
    const after = await fetch(`${gateway.url}/team`, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await withoutScripts(`${gateway.url}/team`)).featured).toBe('Asha First');
    const again = await fetch(`${gateway.url}/team`, { headers: { 'If-None-Match': after.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('renders a name written as markup as text, in the page and in the island data', async () => {
    const name = 'Mallory <img src=x onerror=alert(1)>"</div><script>alert(2)</script>';
    await addMember(gateway, name, -2);
    const html = await (await fetch(`${gateway.url}/team`)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');

    const { page, errors } = await openPage(browser());
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${gateway.url}/team`, { waitUntil: 'networkidle' });
    // The visitor comes back to the tab: the list hydrates and reads the members again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.locator('[data-island="team-list"][data-hydrated]').waitFor({ state: 'attached' });
    expect((await shownMembers(page)).featured).toBe(name);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the team page without its server rendering', () => {
  const folder = mkdtempSync(join(tmpdir(), 'broken-bundle-'));
  const throwing = join(folder, 'entry-server.js');
  writeFileSync(throwing, 'export async function render() { throw new Error("render failed"); }\n');

  it.each([
    ['no server bundle', join(folder, 'missing.js')],
    ['a server bundle that fails', throwing],
  ])('with %s serves the prerendered page, which loads the members in the browser', async (_, bundle) => {
    const plain = await startGateway({ SERVER_BUNDLE: bundle });
    try {
      const members = await publicMembers(plain.url);
      expect(await withoutScripts(`${plain.url}/team`)).toEqual({ featured: undefined, grid: [], skeleton: 1 });

      const { page, errors } = await openPage(browser(), 1280);
      await page.goto(`${plain.url}/team`);
      await page.getByRole('article', { name: members[0].Name }).waitFor();
      expect(await shownMembers(page)).toEqual({
        featured: members[0].Name,
        grid: members.slice(1).map((member) => member.Name),
      });
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await plain.stop();
    }
  });
});

describe('the team page with the hosted table as a mirror', () => {
  it('carries the members the hosted table lists', async () => {
    // The hosted table service, played by a second gateway.
    const upstream = await startGateway();
    const relay = await startGateway({
      STAFF_TOKEN: 'relay-staff-token-0123456789abcdef',
      UPSTREAM_TABLE_URL: upstream.url,
      UPSTREAM_TOKEN: upstream.staffToken,
      UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/hosted`,
      UPSTREAM_UPLOAD_PRESET: 'hosted_preset',
    });
    try {
      await addMember(upstream, 'Hosted Hari', -5);
      const members = await publicMembers(upstream.url);
      expect(members[0].Name).toBe('Hosted Hari');
      // A visitor waits at most a second for the first read upstream (server/team/live-pages.ts); on a
      // busy machine it can take longer, and the read goes on to serve the next visitor.
      await expect
        .poll(() => withoutScripts(`${relay.url}/team`))
        .toEqual({
          featured: 'Hosted Hari',
          grid: members.slice(1).map((member) => member.Name),
          skeleton: 0,
        });
    } finally {
      await relay.stop();
      await upstream.stop();
    }
  });

  /** A stand-in for the hosted table service that answers Team reads as `answer` does, counting them. */
  async function fakeUpstream(answer: (response: ServerResponse) => void) {
    const reads: IncomingMessage[] = [];
    const server = createServer((request, response) => {
      if (request.url?.includes('/Team')) reads.push(request);
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const relay = await startGateway({
      STAFF_TOKEN: 'relay-staff-token-0123456789abcdef',
      UPSTREAM_TABLE_URL: url,
      UPSTREAM_TOKEN: 'patFakeUpstream.0123456789',
      UPSTREAM_UPLOAD_URL: `${url}/v1_1/hosted`,
      UPSTREAM_UPLOAD_PRESET: 'hosted_preset',
      // Longer than the test: a visitor who waited for upstream would never be answered.
      MIRROR_TIMEOUT_MS: '600000',
    });
    return {
      relay,
      reads,
      stop: async () => {
        await relay.stop();
        server.closeAllConnections();
        server.close();
      },
    };
  }

  it('while upstream refuses, serves the prerendered page and asks upstream once, not once per visitor', async () => {
    const { relay, reads, stop } = await fakeUpstream((response) => {
      response.statusCode = 503;
      response.end('{}');
    });
    try {
      const first = await fetch(`${relay.url}/team`);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('data-testid="team-skeleton"');
      const asked = reads.length;
      for (let visitor = 0; visitor < 20; visitor++) expect((await fetch(`${relay.url}/team`)).status).toBe(200);
      expect(reads.length).toBe(asked);
    } finally {
      await stop();
    }
  });

  it('while upstream hangs, a visitor still gets the prerendered page', async () => {
    const { relay, reads, stop } = await fakeUpstream(() => {});
    try {
      const page = await fetch(`${relay.url}/team`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-testid="team-skeleton"');
      expect(reads).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
