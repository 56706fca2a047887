import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { samples } from '../../server/testing/sample-files';
import { callback } from '../../server/testing/sample-records';
import { routeTable } from '../../src/app/route-table';
import { openPage, sharedBrowser } from './support/browser';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';

const BASE = 'appLocalGateway01';
const secrets = {
  staffToken: 'security-staff-token-7f3a9c1e5b20',
  upstreamToken: `patSecUpstream0001.${'ab12'.repeat(16)}`,
  uploadPreset: 'server_held_preset_9d41',
};
/** Shapes of table-service tokens: personal access tokens and the older API keys. */
const tokenShapes = [/pat[A-Za-z0-9]{14}\.[0-9a-f]{64}/, /\bkey[A-Za-z0-9]{14}\b/];

const browser = sharedBrowser();
let upstream: RunningGateway;
let relay: RunningGateway;

beforeAll(async () => {
  // A local gateway stands in for the hosted services; the mirrored gateway in front of it holds every secret.
  upstream = await startGateway({
    STAFF_TOKEN: secrets.upstreamToken,
    UPLOAD_PRESET: secrets.uploadPreset,
    RATE_LIMIT_PER_MIN: '0',
  });
  relay = await startGateway({
    STAFF_TOKEN: secrets.staffToken,
    UPSTREAM_TABLE_URL: upstream.url,
    UPSTREAM_TOKEN: secrets.upstreamToken,
    UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local`,
    UPSTREAM_UPLOAD_PRESET: secrets.uploadPreset,
    RATE_LIMIT_PER_MIN: '0',
  });
});
afterAll(async () => {
  await relay?.stop();
  await upstream?.stop();
});

/** Values that must never leave the server: ours, the e2e gateway's, and any set for the build. */
function secretValues(): string[] {
  const fromEnvFile = existsSync('.env') ? readFileSync('.env', 'utf8').split('\n') : [];
  const configured = ['STAFF_TOKEN', 'UPSTREAM_TOKEN', 'UPSTREAM_UPLOAD_PRESET'].flatMap((name) => [
    process.env[name],
    ...fromEnvFile.filter((line) => line.startsWith(`${name}=`)).map((line) => line.slice(name.length + 1).trim()),
  ]);
  return [...Object.values(secrets), inject('staffToken'), ...configured].filter((value): value is string => !!value);
}

function expectNoSecret(text: string, where: string) {
  for (const secret of secretValues())
    expect(text.includes(secret), `${where} contains a configured secret`).toBe(false);
  for (const shape of tokenShapes) expect(text, where).not.toMatch(shape);
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

// The app's entry module, which every page's boot script loads.
const firstScript = () =>
  `/${(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['index.html'].file}`;

function uploadForm(file: Buffer, name: string, preset = 'career_uploads') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  form.append('upload_preset', preset);
  return form;
}

/** One of every kind of answer a gateway gives: pages, assets, 304, 404, API 2xx and 4xx, uploads. */
async function everyKindOfAnswer(url: string, staffToken: string): Promise<{ label: string; response: Response }[]> {
  const table = (name: string) => `${url}/v0/${BASE}/${name}`;
  const json = (body: string) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const home = await fetch(`${url}/`);
  const requests: [string, string, RequestInit?][] = [
    ...routeTable.map((route): [string, string] => [`page ${route.path}`, `${url}${route.path}`]),
    ['304', `${url}/`, { headers: { 'If-None-Match': home.headers.get('etag') ?? '' } }],
    ['hashed asset', `${url}${firstScript()}`],
    ['brotli asset', `${url}${firstScript()}`, { headers: { 'Accept-Encoding': 'br' } }],
    ['favicon', `${url}/favicon.svg`],
    ['robots.txt', `${url}/robots.txt`],
    ['unknown page', `${url}/no/such/page`],
    ['missing asset', `${url}/assets/missing-abc123.js`],
    ['Team list', table('Team')],
    ['create', table('Request-Callback'), json(JSON.stringify({ fields: callback(7) }))],
    ['invalid create', table('Request-Callback'), json(JSON.stringify({ fields: { 'First Name': '1' } }))],
    ['malformed create', table('Request-Callback'), json('{"fields":')],
    ['oversized create', table('Meeting'), json(JSON.stringify({ fields: { Name: 'x'.repeat(300_000) } }))],
    ['unknown table', table('Payments'), json('{"fields":{}}')],
    ['unknown API route', `${url}/v0/${BASE}`, { method: 'POST' }],
    ['anonymous read', table('Request-Callback')],
    ['wrong token', table('Request-Callback'), { headers: { Authorization: `Bearer ${staffToken}x` } }],
    ['staff read', table('Request-Callback'), { headers: { Authorization: `Bearer ${staffToken}` } }],
    ['upload', `${url}/v1_1/local/auto/upload`, { method: 'POST', body: uploadForm(samples.pdf, 'cv.pdf') }],
    ['refused upload', `${url}/v1_1/local/auto/upload`, { method: 'POST', body: uploadForm(samples.exe, 'cv.pdf') }],
    [
      'wrong preset',
      `${url}/v1_1/local/auto/upload`,
      { method: 'POST', body: uploadForm(samples.pdf, 'cv.pdf', 'guess') },
    ],
    ['missing file', `${url}/files/0123456789abcdef0123456789abcdef.pdf`],
  ];
  const answers = [];
  for (const [label, target, init] of requests) answers.push({ label, response: await fetch(target, init) });
  return answers;
}

const gateways = () =>
  [
    ['local', inject('baseURL'), inject('staffToken')],
    ['relay', relay.url, secrets.staffToken],
  ] as const;

describe('secrets', () => {
  it('appear nowhere in the built site', () => {
    const files = filesUnder('dist').filter((file) => !/\.(br|gz)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectNoSecret(readFileSync(file, 'latin1'), file);
  });

  it('appear in no answer of the local or the relay gateway', async () => {
    for (const [mode, url, token] of gateways()) {
      const answers = await everyKindOfAnswer(url, token);
      const byLabel = Object.fromEntries(answers.map(({ label, response }) => [label, response.status]));
      // The mirrored gateway answered the Team from upstream with the upstream token.
      expect(
        { team: byLabel['Team list'], create: byLabel.create, read: byLabel['staff read'], upload: byLabel.upload },
        mode,
      ).toEqual({ team: 200, create: 200, read: 200, upload: 200 });
      for (const { label, response } of answers) {
        const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
        expectNoSecret(`${headers}\n${await response.text()}`, `${mode} ${label}`);
      }
    }
  });
});

/** GETs a path exactly as written: fetch would resolve `..` before sending. */
function getRaw(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('paths', () => {
  it.each([
    '/../package.json',
    '/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/server/config.ts',
    '/..\\..\\package.json',
    '/.git/config',
    '/.env',
    '/index.html%00.js',
    '/files/..%2fgateway.db',
    '/files/%2e%2e%2fstaff-token',
  ])('%s reaches nothing outside the build and the uploads', async (path) => {
    const { status, body } = await getRaw(relay.url, path);
    expect(status).toBe(404);
    expect(body).not.toMatch(/"name": "ims-website"|SQLite format 3|\[core\]|loadConfig/);
    expectNoSecret(body, path);
  });
});

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('are on every answer: pages, assets, 304, 404, API 2xx and 4xx, uploads', async () => {
    for (const [mode, url, token] of gateways()) {
      const answers = await everyKindOfAnswer(url, token);
      expect(new Set(answers.map(({ response }) => response.status))).toEqual(
        new Set([200, 304, 400, 401, 403, 404, 413, 422]),
      );
      for (const { label, response } of answers) {
        const where = `${mode} ${label} (${response.status})`;
        expect(response.headers.get('content-security-policy'), where).toMatch(/frame-ancestors 'none'/);
        expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-frame-options'), where).toBe('DENY');
        expect(response.headers.get('permissions-policy'), where).toMatch(/camera=\(\)/);
        await response.body?.cancel();
      }
    }
  });

  it('isolate the back office from openers, and leave public pages without the cold-start cost', async () => {
    const [staffApp, staffApi, home, terms] = await Promise.all(
      ['/staff/', '/staff/api/session', '/', '/terms'].map((path) => fetch(`${inject('baseURL')}${path}`)),
    );
    expect(staffApp.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(staffApi.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(home.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(terms.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('carry a CSP that allows no inline or eval script, with a hash for every prerendered inline script', async () => {
    const csp = cspDirectives((await fetch(`${inject('baseURL')}/`)).headers.get('content-security-policy')!);
    const scriptSources = csp.get('script-src') ?? csp.get('default-src')!;
    expect(scriptSources).toContain("'self'");
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "'wasm-unsafe-eval'",
      '*',
      'data:',
      'http:',
      'https:',
    ]) {
      expect(scriptSources).not.toContain(unsafe);
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);

    const pages = filesUnder('dist').filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(routeTable.length);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scriptSources, `inline script in ${page}`).toContain(hash);
      }
    }
  });
});

/** Records CSP violations from the first byte of every document, before any page script runs. */
const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
  );
};

describe('the site under its CSP in Chromium', () => {
  it.each(routeTable.map((route) => route.path))('%s reports no CSP violation', async (path) => {
    const { page, errors } = await openPage(browser());
    await page.context().addInitScript(recordViolations);
    await page.goto(`${inject('baseURL')}${path}`, { waitUntil: 'networkidle' });
    // Scrolling through loads what the page loads lazily, so it runs under the policy too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe('a page on another site that opens the back office', () => {
  it('gets no handle on it, and the back office no way back to the opener', async () => {
    const { page } = await openPage(browser());
    // The same gateway by another host name is another origin, as a hostile site would be.
    const hostile = inject('baseURL').replace('127.0.0.1', 'localhost');
    expect(hostile).not.toBe(inject('baseURL'));
    await page.goto(`${hostile}/`);
    const popup = page.waitForEvent('popup');
    await page.evaluate(
      (url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url);
      },
      `${inject('baseURL')}/staff/`,
    );
    const staff = await popup;
    await staff.waitForLoadState();
    expect(await staff.evaluate(() => window.opener)).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(true);
    await page.context().close();
  });
});

describe('stored text in the browser', () => {
  it('shows markup from a Team record as text on /team and injects nothing', async () => {
    const member = {
      Name: '<img src=x onerror="window.injected=1">',
      Role: '"><script>window.injected=2</script>',
      About:
        '<script>window.injected=3</script>\n<b onmouseover="window.injected=4">bold?</b> Robert\'); DROP TABLE records;--',
      Image: [{ url: '/team/aarav-shrestha.svg' }],
      XLink: 'javascript:window.injected=5',
      LinkedInLink: 'https://www.linkedin.com/in/x"onmouseover="window.injected=6',
      order: -1,
    };
    const created = await fetch(`${upstream.url}/v0/${BASE}/Team`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secrets.upstreamToken}` },
      body: JSON.stringify({ fields: member }),
    });
    expect(created.status).toBe(200);

    const { page, errors } = await openPage(browser());
    await page.goto(`${upstream.url}/team`, { waitUntil: 'networkidle' });
    const featured = page.getByRole('article', { name: member.Name });
    await featured.waitFor();
    expect(await featured.getByText(member.Role, { exact: true }).count()).toBe(1);
    expect(await featured.getByText('<script>window.injected=3</script>', { exact: true }).count()).toBe(1);
    expect(
      await featured
        .getByText(`<b onmouseover="window.injected=4">bold?</b> Robert'); DROP TABLE records;--`, { exact: true })
        .count(),
    ).toBe(1);
    await featured.hover();
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    expect(
      await page.locator('img[src="x"], main script, [onerror], [onmouseover], a[href^="javascript:"]').count(),
    ).toBe(0);
    expect(await featured.locator('a[aria-label$="on LinkedIn"]').getAttribute('href')).toBe(member.LinkedInLink);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
