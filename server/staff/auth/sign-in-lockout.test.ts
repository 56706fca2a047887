import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sessionAnswer,
  signInCodeAnswer,
  signInCodeSentMessage,
  signInCodeWrongMessage,
  signInCodesRefusedMessage,
  signInFailedMessage,
} from '../../../schemas/staff-api';
import { StaffAccounts } from '../accounts/staff-accounts';
import { waitFor } from '../../testing/fault-proxy';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { addAccount, sessionCookieOf, TEST_PASSWORD } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { ACCOUNT_CAP, ACCOUNT_UNDER_ATTACK, WRONG_CODES_CAP } from './sign-in-throttle';

let sink: SmtpSink;
let gateway: TestGateway;

// Behind a trusted proxy, so every caller can come from its own address.
const start = (dataDir?: string) =>
  startTestGateway({ TRUST_PROXY: '1', SMTP_URL: sink.url, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await start();
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

const signIn = (email: string, password: string, address: string, code?: string) =>
  fetch(`${gateway.url}/staff/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: gateway.url, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password, ...(code === undefined ? {} : { code }) }),
  });

/** `count` wrong passwords spread over attacker addresses, each kept under its own throttle. */
async function attack(email: string, count: number, network: string) {
  for (let n = 0; n < count; n++) {
    const response = await signIn(email, `wrong guess ${n}`, `${network}.${Math.floor(n / 4)}`);
    expect(response.status).toBe(401);
  }
}

/** The code in the one mail the account received. */
async function mailedCode(email: string): Promise<string> {
  await waitFor(() => sink.received.some((mail) => mail.envelopeTo.includes(email)));
  const mail = sink.received.find((m) => m.envelopeTo.includes(email))!;
  const code = /\b(\d{6})\b/.exec(String(mail.parsed.text))?.[1];
  expect(mail.parsed.subject).toBe(`Your sign-in code: ${code}`);
  return code!;
}

const expectSignedIn = async (response: Response) => {
  expect(response.status).toBe(200);
  sessionAnswer.parse(await response.json());
  const me = await fetch(`${gateway.url}/staff/api/session`, { headers: { Cookie: sessionCookieOf(response) } });
  expect(me.status).toBe(200);
};

describe('an attacker guessing a colleague’s password', () => {
  it('is throttled at their own address, and the real user signs in from another at once', async () => {
    await addAccount(gateway, 'sita@example.com', 'staff');
    const attacker = '203.0.113.66';
    const statuses = [];
    for (let n = 0; n < 8; n++) statuses.push((await signIn('sita@example.com', `guess ${n}`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The right password from the attacker's address is slowed too: guessing learns nothing.
    expect((await signIn('sita@example.com', TEST_PASSWORD, attacker)).status).toBe(429);
    await expectSignedIn(await signIn('sita@example.com', TEST_PASSWORD, '198.51.100.20'));
    expect(sink.received).toEqual([]);
  });

  it('from many addresses asks a right password from a new address for an e-mailed code, not a wall', async () => {
    await addAccount(gateway, 'hari@example.com', 'staff');
    await expectSignedIn(await signIn('hari@example.com', TEST_PASSWORD, '198.51.100.30')); // the office
    await attack('hari@example.com', ACCOUNT_UNDER_ATTACK, '203.0.113');

    // The office, known to this account, goes straight in.
    await expectSignedIn(await signIn('hari@example.com', TEST_PASSWORD, '198.51.100.30'));
    await attack('hari@example.com', ACCOUNT_UNDER_ATTACK, '203.0.114');

    // A phone on a new network: a code, not a session.
    const phone = '192.0.2.44';
    const asked = await signIn('hari@example.com', TEST_PASSWORD, phone);
    expect(asked.status).toBe(202);
    expect(asked.headers.get('set-cookie')).toBeNull();
    expect(signInCodeAnswer.parse(await asked.json())).toEqual({ codeRequired: true, message: signInCodeSentMessage });
    const code = await mailedCode('hari@example.com');
    expect(code).toMatch(/^\d{6}$/);

    // A wrong password with the right code still fails, as does a wrong code.
    expect((await signIn('hari@example.com', 'not it at all', phone, code)).status).toBe(401);
    const wrong = await signIn('hari@example.com', TEST_PASSWORD, phone, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { type: 'SIGN_IN_CODE_WRONG', message: signInCodeWrongMessage } });

    await expectSignedIn(await signIn('hari@example.com', TEST_PASSWORD, phone, code));
    // Used once: the same code again is refused; the phone is now known and needs none.
    expect((await signIn('hari@example.com', TEST_PASSWORD, '192.0.2.45', code)).status).toBe(401);
    await expectSignedIn(await signIn('hari@example.com', TEST_PASSWORD, phone));
  });

  it('past the loose per-account cap asks every address for a code, and a code dies after 5 wrong tries or 10 minutes', async () => {
    await addAccount(gateway, 'gita@example.com', 'staff');
    const office = '198.51.100.40';
    await expectSignedIn(await signIn('gita@example.com', TEST_PASSWORD, office));
    await attack('gita@example.com', ACCOUNT_CAP, '203.0.115');
    expect((await signIn('gita@example.com', TEST_PASSWORD, office)).status).toBe(202);
    const code = await mailedCode('gita@example.com');
    const other = code === '000000' ? '111111' : '000000';
    // Someone holding the password guesses codes from five addresses: the code is void after them.
    for (let n = 0; n < 5; n++)
      expect((await signIn('gita@example.com', TEST_PASSWORD, `192.0.2.${100 + n}`, other)).status).toBe(401);
    expect((await signIn('gita@example.com', TEST_PASSWORD, office, code)).status).toBe(401);

    // A new code once the minute has passed; an expired one is refused.
    gateway.app.database.prepare('UPDATE staff_sign_in_codes SET issued_at = issued_at - 61000').run();
    sink.received.length = 0;
    expect((await signIn('gita@example.com', TEST_PASSWORD, office)).status).toBe(202);
    const second = await mailedCode('gita@example.com');
    gateway.app.database.prepare('UPDATE staff_sign_in_codes SET expires_at = expires_at - 600001').run();
    expect((await signIn('gita@example.com', TEST_PASSWORD, office, second)).status).toBe(401);
  });

  it('gives one generic answer to a wrong password whatever the account’s state', async () => {
    const response = await signIn('gita@example.com', 'still guessing', '203.0.113.200');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { type: 'SIGN_IN_FAILED', message: signInFailedMessage } });
  });
});

describe('someone holding the password and guessing codes', () => {
  /** Right password, wrong code, from `count` addresses never seen before; the statuses. */
  async function guessCodes(email: string, count: number, network: string) {
    const statuses = [];
    for (let n = 0; n < count; n++)
      statuses.push((await signIn(email, TEST_PASSWORD, `${network}.${n}`, '000000')).status);
    return statuses;
  }
  /** An account under attack, whose code was e-mailed once, then guessed from 60 addresses. */
  async function lockedOut(email: string, network: string) {
    await addAccount(gateway, email, 'staff');
    await attack(email, ACCOUNT_UNDER_ATTACK, `${network}.1`);
    expect((await signIn(email, TEST_PASSWORD, `${network}.2.1`)).status).toBe(202);
    await mailedCode(email);
    const statuses = await guessCodes(email, 60, `${network}.3`);
    expect(statuses).toEqual([
      ...Array<number>(WRONG_CODES_CAP).fill(401),
      ...Array<number>(60 - WRONG_CODES_CAP).fill(403),
    ]);
  }
  const refused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { type: 'SIGN_IN_CODES_REFUSED', message: signInCodesRefusedMessage },
    });
  };

  it('is refused after 10 wrong codes in a day from 60 addresses: no code is sent or taken, across a restart, until a day passes', async () => {
    await lockedOut('ravi@example.com', '198.18');
    sink.received.length = 0;
    await refused(await signIn('ravi@example.com', TEST_PASSWORD, '198.18.4.1'));
    expect(sink.received).toEqual([]);

    // Kept in SQLite: a restart changes nothing.
    const { dataDir } = gateway;
    await gateway.close();
    gateway = await start(dataDir);
    await refused(await signIn('ravi@example.com', TEST_PASSWORD, '198.18.4.2'));

    // A day later (a day without a wrong code), codes are sent and taken again.
    gateway.app.database
      .prepare(
        "UPDATE staff_sign_in_failures SET last_failure_at = last_failure_at - 86400001 WHERE key LIKE 'codes:%'",
      )
      .run();
    expect((await signIn('ravi@example.com', TEST_PASSWORD, '198.18.4.3')).status).toBe(202);
    await expectSignedIn(
      await signIn('ravi@example.com', TEST_PASSWORD, '198.18.4.3', await mailedCode('ravi@example.com')),
    );
  });

  it('gets its codes back with a new password from an admin’s set-password link', async () => {
    await lockedOut('sunil@example.com', '198.19');
    const user = new StaffAccounts(gateway.app.database).findByEmail('sunil@example.com')!;
    const token = new StaffAccounts(gateway.app.database).issueSetupToken(user.id);
    const password = 'a brand new passphrase 42';
    const setup = await fetch(`${gateway.url}/staff/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ token, password }),
    });
    expect(setup.status).toBe(204);
    sink.received.length = 0;
    expect((await signIn('sunil@example.com', password, '198.19.4.1')).status).toBe(202);
    await expectSignedIn(
      await signIn('sunil@example.com', password, '198.19.4.1', await mailedCode('sunil@example.com')),
    );
  });
});

describe('addresses the throttle counts', () => {
  it('counts an IPv6 /64 as one address (different /64s apart), and an IPv4-mapped address as its IPv4', async () => {
    await addAccount(gateway, 'tara@example.com', 'staff');
    const statuses = [];
    for (let n = 1; n <= 8; n++)
      statuses.push((await signIn('tara@example.com', `guess ${n}`, `2001:db8:1:2::${n}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await signIn('tara@example.com', 'guess again', '2001:db8:1:3::1')).status).toBe(401);
    await expectSignedIn(await signIn('tara@example.com', TEST_PASSWORD, '2001:db8:1:4::1'));

    await addAccount(gateway, 'usha@example.com', 'staff');
    const mapped = [];
    for (let n = 1; n <= 5; n++)
      mapped.push((await signIn('usha@example.com', `guess ${n}`, '::ffff:203.0.113.77')).status);
    expect(mapped).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn('usha@example.com', TEST_PASSWORD, '203.0.113.77')).status).toBe(429);
  });
});
