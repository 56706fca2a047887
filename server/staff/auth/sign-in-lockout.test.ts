import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sessionAnswer,
  signInCodeAnswer,
  signInCodeSentMessage,
  signInCodeWrongMessage,
  signInFailedMessage,
} from '../../../schemas/staff-api';
import { waitFor } from '../../testing/fault-proxy';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { addAccount, sessionCookieOf, TEST_PASSWORD } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { ACCOUNT_CAP, ACCOUNT_UNDER_ATTACK } from './sign-in-throttle';

let sink: SmtpSink;
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Behind a trusted proxy, so every caller can come from its own address.
  gateway = await startTestGateway({ TRUST_PROXY: '1', SMTP_URL: sink.url });
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
