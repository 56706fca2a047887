import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { teamTable } from '../../schemas/team-member';
import { loadConfig } from '../config';
import { callback } from '../testing/sample-records';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { postJson, TEST_STAFF_TOKEN } from '../testing/test-gateway';

const rateLimited = {
  errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
};

const { start } = gatewaysPerTest();

describe('finding 2: public reads', () => {
  it('are rate limited per address, with Retry-After, in the service shape', async () => {
    const gateway = await start({ READ_RATE_LIMIT_PER_MIN: '3' });
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push((await fetch(`${gateway.table(teamTable)}?maxRecords=${n}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(gateway.table(teamTable));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(rateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('issue 30: batched writes', () => {
  it('count every record, not the request: a batch of 10 uses 10 of the minute', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: '15' });
    const batch = (from: number) => ({ records: [...Array(10).keys()].map((n) => ({ fields: callback(from + n) })) });
    expect((await postJson(gateway.table(callbackTable), batch(0))).status).toBe(200);
    const refused = await postJson(gateway.table(callbackTable), batch(10));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(rateLimited);
    expect((await postJson(gateway.table(callbackTable), { fields: callback(30) })).status).toBe(429);
    const stored = gateway.app.database
      .prepare("SELECT count(*) AS n FROM records WHERE tbl = 'Request-Callback'")
      .get() as { n: number };
    expect(stored.n).toBe(10);
  });
});

describe('finding 3: X-Forwarded-For behind a trusted proxy', () => {
  it('uses the address the proxy appended, so a made-up left end does not dodge the limit', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: '3', TRUST_PROXY: '1' });
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      const forwarded = `198.51.100.${n}, 203.0.113.7`;
      statuses.push(
        (await postJson(gateway.table(callbackTable), { fields: callback(n) }, { 'X-Forwarded-For': forwarded }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await postJson(
      gateway.table(callbackTable),
      { fields: callback(9) },
      { 'X-Forwarded-For': '198.51.100.1, 203.0.113.8' },
    );
    expect(other.status).toBe(200);
  });

  // @fastify/rate-limit keys IPv6 on the /64 itself (ipv6Subnet 64), as the sign-in throttle does (`addressKey`).
  it('counts an IPv6 /64 as one address, so rotating through it does not dodge the limit', async () => {
    const gateway = await start({ RATE_LIMIT_PER_MIN: '3', TRUST_PROXY: '1' });
    const from = (address: string, n: number) =>
      postJson(gateway.table(callbackTable), { fields: callback(n) }, { 'X-Forwarded-For': address });
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await from(`2001:db8:5:6::${n}`, n)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await from('2001:db8:5:7::1', 9)).status).toBe(200);
  });

  it('trusts a hop count or proxy addresses, never "all"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: TRUST_PROXY takes the number of proxies/);
  });
});

describe('finding 13: staff-token guesses', () => {
  it('are refused with 429 per address after the configured number of failures, even a right guess', async () => {
    const gateway = await start({ AUTH_FAILURES_PER_MIN: '5' });
    const read = (token: string) =>
      fetch(gateway.table(callbackTable), { headers: { Authorization: `Bearer ${token}` } });
    expect((await read(TEST_STAFF_TOKEN)).status).toBe(200);
    const guesses = [];
    for (let n = 0; n < 7; n++) guesses.push((await read(`guess-${n}-0123456789abcdef`)).status);
    expect(guesses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    const right = await read(TEST_STAFF_TOKEN);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual(rateLimited);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Anonymous submissions from the same address are not held up by it.
    expect((await postJson(gateway.table(callbackTable), { fields: callback() })).status).toBe(200);
  });

  it('are counted on the staff API, the private files and /readyz too, so no door guesses faster', async () => {
    const gateway = await start({ AUTH_FAILURES_PER_MIN: '5' });
    const get = (path: string, token: string) =>
      fetch(`${gateway.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await get('/staff/api/records', `guess-${n}-0123456789abcdef`)).status);
    statuses.push((await get('/files/0123456789abcdef0123456789abcdef.pdf', 'guess-3-0123456789abcdef')).status);
    statuses.push((await get('/readyz', 'guess-4-0123456789abcdef')).status);
    statuses.push((await get('/readyz?again', 'guess-5-0123456789abcdef')).status);
    expect(statuses).toEqual([401, 401, 401, 403, 403, 429]);
    for (const path of [
      '/staff/api/records',
      '/files/0123456789abcdef0123456789abcdef.pdf',
      '/staff/api/counts',
      '/readyz',
    ])
      expect([path, (await get(path, TEST_STAFF_TOKEN)).status]).toEqual([path, 429]);
  });
});
