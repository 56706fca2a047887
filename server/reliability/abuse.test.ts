import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { HONEYPOT_FIELD } from '../../schemas/tables';
import { teamTable } from '../../schemas/team-member';
import { callback } from '../testing/sample-records';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { postJson, TEST_STAFF_TOKEN } from '../testing/test-gateway';
import { postFrom } from '../testing/post-from';
import { storedCount } from '../testing/stored-count';
import { validRecords } from '../testing/valid-records';

const LIMIT = 5;
const rateLimited = {
  errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
};

const { start } = gatewaysPerTest();

function expectRetryAfter(value: unknown) {
  expect(String(value)).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  expect(Number(value)).toBeLessThanOrEqual(60);
}

describe('bursts from one address', () => {
  it('get 429 with Retry-After while another address is still served (keyed on the socket address)', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: String(LIMIT) });
    const url = gateway.table(callbackTable);
    const burst = [];
    for (let n = 0; n < LIMIT + 3; n++) burst.push(await postFrom('127.0.0.1', url, { fields: callback(n) }));
    expect(burst.map((answer) => answer.status)).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    for (const refused of burst.slice(LIMIT)) {
      expect(refused.body).toEqual(rateLimited);
      expectRetryAfter(refused.headers['retry-after']);
    }
    expect((await postFrom('127.0.0.2', url, { fields: callback(100) })).status).toBe(200);
    expect((await fetch(gateway.table(teamTable))).status).toBe(200);
    expect(storedCount(gateway.app.database, callbackTable)).toBe(LIMIT + 1);
  });

  it('cannot dodge the limit with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: String(LIMIT) });
    const statuses = [];
    for (let n = 0; n < LIMIT + 1; n++) {
      statuses.push(
        (
          await postJson(
            gateway.table(callbackTable),
            { fields: callback(n) },
            { 'X-Forwarded-For': `198.51.100.${n}` },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('are told apart by X-Forwarded-For behind a trusted proxy', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: String(LIMIT), TRUST_PROXY: '1' });
    const from = (address: string, n: number) =>
      postJson(gateway.table(callbackTable), { fields: callback(n) }, { 'X-Forwarded-For': address });
    for (let n = 0; n < LIMIT; n++) expect((await from('203.0.113.7', n)).status).toBe(200);
    const refused = await from('203.0.113.7', LIMIT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(rateLimited);
    expectRetryAfter(refused.headers.get('retry-after'));
    expect((await from('203.0.113.8', 99)).status).toBe(200);
  });
});

describe('the honeypot', () => {
  it.each([callbackTable, meetingTable, careerTable])(
    'drops a bot on %s silently: a 200 like a person gets, nothing stored',
    async (table) => {
      const gateway = await start();
      const before = storedCount(gateway.app.database);
      const person = validRecords[table]();
      const single = await postJson(gateway.table(table), {
        fields: { ...person, [HONEYPOT_FIELD]: 'https://spam.example' },
      });
      expect(single.status).toBe(200);
      expect(await single.json()).toEqual({
        id: expect.stringMatching(/^rec[A-Za-z0-9]{14}$/),
        createdTime: expect.any(String),
        fields: person,
      });
      // A meeting is booked one per request, by a bot as by a person.
      const records = [{ fields: person }, { fields: { ...person, [HONEYPOT_FIELD]: ' ' } }].slice(
        table === meetingTable ? 1 : 0,
      );
      const batch = await postJson(gateway.table(table), { records });
      expect(batch.status).toBe(200);
      expect((await batch.json()).records).toHaveLength(records.length);
      expect(storedCount(gateway.app.database)).toBe(before);
    },
  );
});

describe('the staff API', () => {
  const almostRight = [
    ['the token without its last character', `Bearer ${TEST_STAFF_TOKEN.slice(0, -1)}`],
    ['the token with one more character', `Bearer ${TEST_STAFF_TOKEN}0`],
    [
      'the token with one character changed',
      `Bearer ${TEST_STAFF_TOKEN.slice(0, -1)}${TEST_STAFF_TOKEN.endsWith('f') ? 'e' : 'f'}`,
    ],
    ['the token in upper case', `Bearer ${TEST_STAFF_TOKEN.toUpperCase()}`],
    ['the token as Basic credentials', `Basic ${TEST_STAFF_TOKEN}`],
    ['the token without a scheme', TEST_STAFF_TOKEN],
    ['a scheme without a token', 'Bearer '],
    [
      'someone else\u2019s token',
      'Bearer patAbCdEfGhIjKlMn.0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    ],
  ];

  it('refuses a missing token with 401 and a wrong or almost-right one with 403, on reads and Team writes', async () => {
    const gateway = await start();
    const requests = (authorization?: string) => {
      const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
      return [
        fetch(gateway.table(callbackTable), { headers }),
        postJson(gateway.table(teamTable), { fields: validRecords[teamTable]() }, headers),
      ];
    };
    for (const response of await Promise.all(requests())) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' },
      });
    }
    for (const [label, authorization] of almostRight) {
      for (const response of await Promise.all(requests(authorization))) {
        expect(response.status, label).toBe(403);
        expect((await response.json()).error.type, label).toBe('INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND');
      }
    }
    const before = storedCount(gateway.app.database);
    for (const response of await Promise.all(requests(`Bearer ${TEST_STAFF_TOKEN}`))) expect(response.status).toBe(200);
    expect(storedCount(gateway.app.database)).toBe(before + 1);
  });

  it('ignores a token in the query string', async () => {
    const gateway = await start();
    const response = await fetch(`${gateway.table(callbackTable)}?api_key=${TEST_STAFF_TOKEN}`);
    expect(response.status).toBe(401);
  });
});
