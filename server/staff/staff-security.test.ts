import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, signInFailedMessage } from '../../schemas/staff-api';
import { typedDb } from '../storage/typed-db';
import { callback } from '../testing/sample-records';
import { samples } from '../testing/sample-files';
import { postJson, startTestGateway, TEST_STAFF_TOKEN, type TestGateway } from '../testing/test-gateway';
import {
  addAccount,
  sessionCookieOf,
  signIn,
  signInAs,
  TEST_PASSWORD,
  type StaffClient,
} from '../testing/staff-test-client';

let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;
let recordId: string;

/** A real path for a route pattern: every parameter filled with something that looks right. */
const pathOf = (url: string) =>
  url
    .replace(':table', 'Request-Callback')
    .replace(':id', recordId)
    .replace(':seq', '1')
    .replace(':name', '0123456789abcdef0123456789abcdef.pdf');

const storedStatus = async () =>
  (await (await admin.call('GET', `/records/Request-Callback/${recordId}`)).json()).record.status;

async function uploadPdf(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([samples.pdf]), 'cv.pdf');
  form.append('upload_preset', 'career_uploads');
  const response = await fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

beforeAll(async () => {
  // Behind a trusted proxy, so each throttling test can sign in from its own address.
  gateway = await startTestGateway({ TRUST_PROXY: '1' });
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
  staff = await signInAs(gateway, 'bina@example.com', 'staff');
  recordId = (
    (await (await postJson(gateway.table('Request-Callback'), { fields: callback() })).json()) as { id: string }
  ).id;
});
afterAll(() => gateway.close());

describe('staff API access', () => {
  const guarded = () => gateway.app.staffRoutes.filter((route) => route.access !== 'public');

  it('knows every route of the staff API, and guards all but sign-in and setup', () => {
    expect(guarded().length).toBeGreaterThan(25);
    expect(
      gateway.app.staffRoutes.filter((route) => route.access === 'public').map((r) => `${r.method} ${r.url}`),
    ).toEqual(['GET /staff/api/session', 'POST /staff/api/session', 'GET /staff/api/setup', 'POST /staff/api/setup']);
  });

  it('answers 401 to every guarded route without a session, with a made-up cookie or a wrong token', async () => {
    for (const route of guarded()) {
      for (const headers of [
        {} as Record<string, string>,
        { Cookie: 'staff_session=made-up-session-id' },
        { Authorization: 'Bearer not-the-staff-token-at-all' },
      ]) {
        const response = await fetch(`${gateway.url}${pathOf(route.url)}`, {
          method: route.method,
          headers: { ...headers, Origin: gateway.url },
        });
        expect([route.url, headers, response.status]).toEqual([route.url, headers, 401]);
        expect(await response.json()).toEqual({
          error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' },
        });
      }
    }
  });

  it('answers 403 to a staff member on every admin route, and changes nothing', async () => {
    const adminRoutes = gateway.app.staffRoutes.filter((route) => route.access === 'admin');
    expect(adminRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'DELETE /staff/api/users/:id',
        'DELETE /staff/api/users/:id/calendar-feed',
        'DELETE /staff/api/settings/mail',
        'DELETE /staff/api/settings/webhook',
        'GET /staff/api/backups/newest.tar',
        'GET /staff/api/backups/page',
        'GET /staff/api/settings/mail',
        'GET /staff/api/settings/webhook',
        'POST /staff/api/backups/run',
        'POST /staff/api/settings/mail/test',
        'PUT /staff/api/backups/settings',
        'PUT /staff/api/settings/mail',
        'PUT /staff/api/settings/webhook',
        'GET /staff/api/audit',
        'GET /staff/api/backups',
        'GET /staff/api/booking-options',
        'GET /staff/api/content/supporters',
        'GET /staff/api/jobs/dead',
        'GET /staff/api/launch-checklist',
        'GET /staff/api/people',
        'GET /staff/api/people/export',
        'GET /staff/api/samples',
        'GET /staff/api/settings/company',
        'GET /staff/api/subscribers',
        'GET /staff/api/subscribers/export.csv',
        'POST /staff/api/people/delete',
        'POST /staff/api/samples/remove',
        'POST /staff/api/samples/restore',
        'PATCH /staff/api/users/:id',
        'POST /staff/api/users',
        'POST /staff/api/users/:id/revoke-sessions',
        'POST /staff/api/users/:id/setup-link',
        'POST /staff/api/booking/holds/:id/free',
        'POST /staff/api/jobs/:id/retry',
        'PUT /staff/api/booking-options',
        'PUT /staff/api/content/supporters',
        'PUT /staff/api/meeting-prices',
        'PUT /staff/api/booking/settings',
        'PUT /staff/api/settings/company',
        'PUT /staff/api/payment-instructions',
      ].sort(),
    );
    for (const route of adminRoutes) {
      const path = pathOf(route.url).replace('/staff/api', '').replace(recordId, admin.userId);
      const body = { email: 'mallory@example.com', name: 'Mallory', role: 'admin' };
      const response = await staff.call(route.method, path, route.method === 'GET' ? undefined : body);
      expect([route.url, response.status]).toEqual([route.url, 403]);
      expect((await response.json()).error.type).toBe('NOT_PERMITTED');
    }
    const users = (await (await admin.call('GET', '/users')).json()).items;
    expect(users.map((user: { email: string; role: string }) => `${user.email} ${user.role}`).sort()).toEqual([
      'asha@example.com admin',
      'bina@example.com staff',
    ]);
  });

  it('refuses every state-changing route without the CSRF token, from a foreign Origin or without an Origin', async () => {
    const writes = guarded().filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(15);
    const attempts: [string, Record<string, string>][] = [
      ['no token', { Origin: gateway.url }],
      ['wrong token', { Origin: gateway.url, [csrfHeader]: 'x'.repeat(43) }],
      ['foreign origin', { Origin: 'https://evil.example', [csrfHeader]: admin.csrfToken }],
      ['no origin', { [csrfHeader]: admin.csrfToken }],
    ];
    for (const route of writes) {
      for (const [what, headers] of attempts) {
        const response = await fetch(`${gateway.url}${pathOf(route.url)}`, {
          method: route.method,
          headers: { Cookie: admin.cookie, 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ status: 'spam', body: 'x', decision: 'confirmed', tables: [], ids: [] }),
        });
        expect([route.url, what, response.status]).toEqual([route.url, what, 403]);
        expect((await response.json()).error.type).toBe('CSRF_FAILED');
      }
    }
    expect(await storedStatus()).toBe('new');
    const detail = await (await admin.call('GET', `/records/Request-Callback/${recordId}`)).json();
    expect(detail.notes).toEqual([]);
    expect((await admin.call('GET', '/session')).status).toBe(200);
  });

  it('checks the Origin of sign-in and setup too, so another site cannot sign a browser in', async () => {
    const response = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'asha@example.com', password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets the staff token read for machines, without a cookie or CSRF token', async () => {
    const response = await fetch(`${gateway.url}/staff/api/records?table=Request-Callback`, {
      headers: { Authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).items.map((item: { id: string }) => item.id)).toContain(recordId);
    const users = await fetch(`${gateway.url}/staff/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bot@example.com', name: 'Bot', role: 'admin' }),
    });
    expect(users.status).toBe(403);
  });

  it('lets no cache keep what it reads: every answer, a refusal too, is no-store', async () => {
    const reads = gateway.app.staffRoutes.filter((route) => route.method === 'GET' && !route.url.endsWith('/events'));
    for (const route of reads) {
      const response = await admin.call('GET', pathOf(route.url).replace('/staff/api', ''));
      await response.arrayBuffer();
      expect([route.url, response.headers.get('cache-control')]).toEqual([
        route.url,
        expect.stringContaining('no-store'),
      ]);
    }
    const signedOut = await fetch(`${gateway.url}/staff/api/users`);
    expect([signedOut.status, signedOut.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /staff, and not Secure over plain http', async () => {
    await addAccount(gateway, 'cookie@example.com', 'staff');
    const response = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'cookie@example.com', password: TEST_PASSWORD }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      ['Max-Age=604800', 'Path=/staff', 'HttpOnly', 'SameSite=Strict'].sort(),
    );
    // Only a hash of the id is stored: the database holds nothing that works as a cookie.
    const stored = gateway.app.database.prepare('SELECT id_hash FROM staff_sessions').all() as { id_hash: string }[];
    expect(stored.map((row) => row.id_hash)).not.toContain(sessionCookieOf(response).split('=')[1]);
  });

  it('is Secure when the gateway is reached over https (behind a trusted proxy)', async () => {
    const proxied = await startTestGateway({ TRUST_PROXY: '1' });
    try {
      await addAccount(proxied, 'tls@example.com', 'staff');
      const response = await fetch(`${proxied.url}/staff/api/session`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'office.example.com',
          Origin: 'https://office.example.com',
        },
        body: JSON.stringify({ email: 'tls@example.com', password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toContain('; Secure');
    } finally {
      await proxied.close();
    }
  });

  it('is Secure, with HSTS on every answer, when PUBLIC_URL is https even with no proxy trusted', async () => {
    const published = await startTestGateway({ PUBLIC_URL: 'https://office.example.com' });
    try {
      await addAccount(published, 'tls@example.com', 'staff');
      const response = await fetch(`${published.url}/staff/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://office.example.com' },
        body: JSON.stringify({ email: 'tls@example.com', password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toContain('; Secure');
      for (const path of ['/staff/api/session', '/', '/no-such-page'])
        expect((await fetch(`${published.url}${path}`)).headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
    } finally {
      await published.close();
    }
  });
});

describe('the CSRF origin check', () => {
  it('compares with PUBLIC_URL, so a forged Host with a matching Origin is refused', async () => {
    const published = await startTestGateway({ PUBLIC_URL: 'https://office.example.com' });
    try {
      await addAccount(published, 'host@example.com', 'staff');
      const attempt = (origin: string, host?: string) =>
        fetch(`${published.url}/staff/api/session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, ...(host ? { Host: host } : {}) },
          body: JSON.stringify({ email: 'host@example.com', password: TEST_PASSWORD }),
        });
      const forged = await attempt('http://evil.example', 'evil.example');
      expect(forged.status).toBe(403);
      expect((await forged.json()).error.type).toBe('CSRF_FAILED');
      const ownHost = new URL(published.url).host;
      expect((await attempt(`http://${ownHost}`)).status).toBe(403);
      expect((await attempt('https://office.example.com')).status).toBe(200);
    } finally {
      await published.close();
    }
  });
});

describe('sign-in throttling', () => {
  const tryPassword = (email: string, password: string, address = '203.0.113.9') =>
    fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url, 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password }),
    });

  it('answers one generic message whatever was wrong', async () => {
    await addAccount(gateway, 'generic@example.com', 'staff');
    const wrongPassword = await tryPassword('generic@example.com', 'not the password at all');
    const noAccount = await tryPassword('nobody@example.com', TEST_PASSWORD);
    for (const response of [wrongPassword, noAccount]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { type: 'SIGN_IN_FAILED', message: signInFailedMessage } });
    }
  });

  it('slows further tries after five wrong passwords, even the right one, with the same message', async () => {
    await addAccount(gateway, 'target@example.com', 'staff');
    for (let i = 0; i < 5; i++) expect((await tryPassword('target@example.com', `guess number ${i}`)).status).toBe(401);
    const slowed = await tryPassword('target@example.com', TEST_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await slowed.json()).toEqual({ error: { type: 'SIGN_IN_THROTTLED', message: signInFailedMessage } });
    expect(slowed.headers.get('set-cookie')).toBeNull();
    // The wait doubles with each further failure once it has passed.
    gateway.app.database
      .prepare(
        "UPDATE staff_sign_in_failures SET last_failure_at = last_failure_at - 2000 WHERE key LIKE 'pair:target%'",
      )
      .run();
    expect((await tryPassword('target@example.com', 'guess number 6')).status).toBe(401);
    const longer = await tryPassword('target@example.com', TEST_PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBe(2);
    // The delay is per account at this address: another account from the same address still signs in.
    await addAccount(gateway, 'colleague@example.com', 'staff');
    expect((await tryPassword('colleague@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('slows one address that tries many accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect((await tryPassword(`spray${i}@example.com`, 'password guess', '198.51.100.7')).status).toBe(401);
    expect((await tryPassword('asha@example.com', TEST_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await tryPassword('asha@example.com', TEST_PASSWORD, '198.51.100.8')).status).toBe(200);
  });
});

describe('ending sessions', () => {
  it('stops a signed-out session at once', async () => {
    const client = await signInAs(gateway, 'leaver@example.com', 'staff');
    expect((await client.call('DELETE', '/session')).status).toBe(204);
    expect((await client.call('GET', '/records')).status).toBe(401);
    expect((await client.call('GET', '/session')).status).toBe(401);
  });

  it('stops every session of a person when an admin signs them out everywhere, or disables them', async () => {
    await addAccount(gateway, 'phone@example.com', 'staff');
    const laptop = await signIn(gateway, 'phone@example.com');
    const phone = await signIn(gateway, 'phone@example.com');
    expect((await admin.call('POST', `/users/${laptop.userId}/revoke-sessions`)).status).toBe(204);
    for (const session of [laptop, phone]) expect((await session.call('GET', '/counts')).status).toBe(401);
    const again = await signIn(gateway, 'phone@example.com');
    expect((await admin.call('PATCH', `/users/${again.userId}`, { disabled: true })).status).toBe(200);
    expect((await again.call('GET', '/counts')).status).toBe(401);
    const refused = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'phone@example.com', password: TEST_PASSWORD }),
    });
    expect(refused.status).toBe(401);
  });

  it('ends a session idle for 8 hours, and any session after 7 days', async () => {
    const idle = await signInAs(gateway, 'idle@example.com', 'staff');
    const old = await signInAs(gateway, 'old@example.com', 'staff');
    const hour = 3_600_000;
    const db = typedDb(gateway.app.database);
    db.run(
      () =>
        sql`UPDATE staff_sessions SET last_seen_at = ${Date.now() - 8 * hour - 1000} WHERE user_id = ${idle.userId}`,
    );
    db.run(
      () =>
        sql`UPDATE staff_sessions SET created_at = ${Date.now() - 7 * 24 * hour - 1000} WHERE user_id = ${old.userId}`,
    );
    expect((await idle.call('GET', '/counts')).status).toBe(401);
    expect((await old.call('GET', '/counts')).status).toBe(401);
  });
});

describe('private attachments', () => {
  it("answers an uploaded file's URL only to the staff token, and previews it to a session in a sandbox", async () => {
    const url = await uploadPdf();
    const name = url.split('/').pop();
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('%PDF');
    expect((await fetch(url, { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(403);
    expect((await fetch(`${gateway.url}/files/..%2fgateway.db`)).status).toBe(404);
    const machine = await fetch(url, { headers: { Authorization: `Bearer ${TEST_STAFF_TOKEN}` } });
    expect(machine.status).toBe(200);
    expect(Buffer.from(await machine.arrayBuffer()).equals(samples.pdf)).toBe(true);

    expect((await fetch(`${gateway.url}/staff/api/files/${name}`)).status).toBe(401);
    const preview = await staff.call('GET', `/files/${name}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('content-disposition')).toBe(`inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    const download = await staff.call('GET', `/files/${name}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="cv.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.pdf)).toBe(true);
  });
});

describe('setup links', () => {
  it('sets a password once; the same link then fails', async () => {
    const created = await admin.call('POST', '/users', {
      email: 'newcomer@example.com',
      name: 'New Comer',
      role: 'staff',
    });
    expect(created.status).toBe(201);
    const { setupUrl } = await created.json();
    const token = new URL(setupUrl).searchParams.get('token');
    const setup = (password: string) =>
      fetch(`${gateway.url}/staff/api/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: gateway.url },
        body: JSON.stringify({ token, password }),
      });
    const weak = await setup('qwerty123456');
    expect(weak.status).toBe(422);
    expect((await weak.json()).error).toEqual({
      type: 'WEAK_PASSWORD',
      message: 'This password is one of the most common ones; choose another',
    });
    const short = await setup('short one');
    expect((await short.json()).error).toEqual({ type: 'WEAK_PASSWORD', message: 'Use at least 12 characters' });
    expect((await setup('a long and unusual phrase')).status).toBe(204);
    expect((await setup('another long phrase here')).status).toBe(400);
    const hash = gateway.app.database
      .prepare("SELECT password_hash FROM staff_users WHERE email = 'newcomer@example.com'")
      .get() as { password_hash: string };
    expect(hash.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(gateway, 'newcomer@example.com', 'a long and unusual phrase')).userId).toBeTruthy();
  });

  it('refuses passwords a strength estimate finds easy to guess, saying why, with the name and e-mail as hints', async () => {
    const created = await admin.call('POST', '/users', {
      email: 'sushila@example.com',
      name: 'Sushila Gurung',
      role: 'staff',
    });
    const token = new URL((await created.json()).setupUrl).searchParams.get('token');
    const setup = (password: string) =>
      fetch(`${gateway.url}/staff/api/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: gateway.url },
        body: JSON.stringify({ token, password }),
      });
    const refused: Record<string, string> = {};
    for (const password of [
      'Password123!',
      'password12345',
      'Welcome12345',
      '123123123123',
      'abcdefghijkl',
      'gurungsushila1',
    ]) {
      const response = await setup(password);
      expect([password, response.status]).toEqual([password, 422]);
      const { error } = (await response.json()) as { error: { type: string; message: string } };
      expect(error.type).toBe('WEAK_PASSWORD');
      refused[password] = error.message;
    }
    expect(refused['Password123!']).toBe(
      'This password is too easy to guess (it is a common password with small changes). Use three or four unrelated words, or a longer mix of words and numbers.',
    );
    expect(refused['123123123123']).toContain('(it repeats a pattern)');
    expect(refused['abcdefghijkl']).toContain('(it is a sequence like abc or 123)');
    expect(refused['gurungsushila1']).toBe('Do not use your name or e-mail address in your password');
    expect((await setup('tea garden monsoon ladder')).status).toBe(204);
  });

  it('offers the first-admin link only while no account exists', async () => {
    const fresh = await startTestGateway();
    try {
      const { firstAdminSetupLink } = await import('./register-staff');
      const link = firstAdminSetupLink(fresh.app.database, fresh.url)!;
      const token = new URL(link).searchParams.get('token');
      expect(await (await fetch(`${fresh.url}/staff/api/setup?token=${token}`)).json()).toEqual({
        kind: 'first-admin',
        email: null,
        name: null,
      });
      const post = (body: object) =>
        fetch(`${fresh.url}/staff/api/setup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: fresh.url },
          body: JSON.stringify({ token, ...body }),
        });
      expect(
        (await post({ password: 'keys to the whole office', email: 'first@example.com', name: 'First' })).status,
      ).toBe(200);
      expect(firstAdminSetupLink(fresh.app.database, fresh.url)).toBeUndefined();
      expect(
        (await post({ password: 'a second admin phrase', email: 'second@example.com', name: 'Second' })).status,
      ).toBe(400);
      const session = await signIn(fresh, 'first@example.com', 'keys to the whole office');
      expect((await session.call('GET', '/session')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
