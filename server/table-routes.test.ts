import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTeam } from './team/sample-team';
import { callback, meeting } from './testing/sample-records';
import { postJson, startTestGateway, staffHeaders, TEST_STAFF_TOKEN, type TestGateway } from './testing/test-gateway';

let gateway: TestGateway;
const recordId = /^rec[A-Za-z0-9]{14}$/;
const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

async function expectError(response: Response, status: number, type: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toEqual({ error: { type, message: expect.any(String) } });
  if (message) expect(body.error.message).toMatch(message);
}

describe('creating records', () => {
  it('answers one record for {fields}, as the table service does', async () => {
    const response = await postJson(gateway.table('Request-Callback'), { fields: callback(1) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.stringMatching(recordId),
      createdTime: expect.stringMatching(isoTime),
      fields: callback(1),
    });
  });

  it('answers {records} for a batch and accepts typecast', async () => {
    const response = await postJson(gateway.table('Request-Callback'), {
      records: [{ fields: callback(2) }, { fields: callback(3) }],
      typecast: true,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.records).toHaveLength(2);
    expect(body.records.map((r: { fields: unknown }) => r.fields)).toEqual([callback(2), callback(3)]);
    expect(new Set(body.records.map((r: { id: string }) => r.id)).size).toBe(2);
  });

  it('stores a meeting with its empty optional fields left out', async () => {
    const response = await postJson(gateway.table('Meeting'), { fields: meeting() });
    expect(response.status).toBe(200);
    const { fields } = await response.json();
    const { Phone: _empty, ...expected } = meeting();
    expect(fields).toEqual(expected);
  });

  it('refuses 0 or more than 10 records', async () => {
    await expectError(await postJson(gateway.table('Request-Callback'), { records: [] }), 422, 'INVALID_RECORDS');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fields: callback(i) }));
    await expectError(await postJson(gateway.table('Request-Callback'), { records: eleven }), 422, 'INVALID_RECORDS');
  });

  it('fails the whole batch when one record is bad, storing none', async () => {
    const before = await listAll('Request-Callback');
    const bad = { ...callback(4), 'First Name': 'R2D2' };
    const response = await postJson(gateway.table('Request-Callback'), {
      records: [{ fields: callback(5) }, { fields: bad }],
    });
    await expectError(
      response,
      422,
      'INVALID_VALUE_FOR_COLUMN',
      'Field "First Name" cannot accept the provided value: First Name can only contain letters and spaces',
    );
    expect(await listAll('Request-Callback')).toHaveLength(before.length);
  });

  it('names an unknown field', async () => {
    const response = await postJson(gateway.table('Request-Callback'), {
      fields: { ...callback(), Email: 'x@example.com' },
    });
    await expectError(response, 422, 'UNKNOWN_FIELD_NAME', 'Unknown field name: "Email"');
  });

  it('names the field with a wrong type, option or length', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['Request-Callback', { ...callback(), 'Phone No': 9812345678 }, 'Phone No'],
      ['Meeting', { ...meeting(), 'Meeting Gateway': 'Skype' }, 'Meeting Gateway'],
      ['Meeting', { ...meeting(), 'Additional Notes': 'x'.repeat(2001) }, 'Additional Notes'],
      ['Request-Callback', { 'Last Name': 'Karki', 'Phone No': '+977 9812345678' }, 'First Name'],
    ];
    for (const [table, fields, field] of cases) {
      const response = await postJson(gateway.table(table), { fields });
      await expectError(response, 422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field}" cannot accept the provided value`);
    }
  });

  it('answers 422 INVALID_REQUEST_UNKNOWN for malformed JSON or body', async () => {
    const malformed = await fetch(gateway.table('Request-Callback'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"fields":',
    });
    await expectError(malformed, 422, 'INVALID_REQUEST_UNKNOWN');
    await expectError(
      await postJson(gateway.table('Request-Callback'), { field: callback() }),
      422,
      'INVALID_REQUEST_UNKNOWN',
    );
    await expectError(await postJson(gateway.table('Request-Callback'), [callback()]), 422, 'INVALID_REQUEST_UNKNOWN');
    const text = await fetch(gateway.table('Request-Callback'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    await expectError(text, 422, 'INVALID_REQUEST_UNKNOWN');
    const empty = await fetch(gateway.table('Request-Callback'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    await expectError(empty, 422, 'INVALID_REQUEST_UNKNOWN');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await postJson(gateway.table('Meeting'), {
      fields: { ...meeting(), 'Additional Notes': 'x'.repeat(300_000) },
    });
    await expectError(response, 413, 'REQUEST_TOO_LARGE');
  });

  it('answers 404 for an unknown table, base or route', async () => {
    await expectError(
      await postJson(gateway.table('Payments'), { fields: {} }),
      404,
      'TABLE_NOT_FOUND',
      'Could not find table Payments',
    );
    await expectError(
      await postJson(`${gateway.url}/v0/appSomebodyElse01/Meeting`, { fields: meeting() }),
      404,
      'NOT_FOUND',
    );
    const route = await fetch(`${gateway.url}/v0/${'appLocalGateway01'}`, { method: 'POST' });
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('strips an empty honeypot and fakes success for a filled one, storing nothing', async () => {
    const human = await postJson(gateway.table('Request-Callback'), { fields: { ...callback(6), website: '' } });
    expect(human.status).toBe(200);
    expect((await human.json()).fields).toEqual(callback(6));

    const before = await listAll('Request-Callback');
    const bot = await postJson(gateway.table('Request-Callback'), {
      fields: { 'First Name': 'x1', website: 'http://spam.example' },
    });
    expect(bot.status).toBe(200);
    expect(await bot.json()).toEqual({
      id: expect.stringMatching(recordId),
      createdTime: expect.stringMatching(isoTime),
      fields: { 'First Name': 'x1' },
    });
    expect(await listAll('Request-Callback')).toHaveLength(before.length);
  });
});

async function listAll(table: string) {
  const response = await fetch(gateway.table(table), { headers: staffHeaders });
  expect(response.status).toBe(200);
  return (await response.json()).records as { id: string; fields: Record<string, unknown> }[];
}

describe('staff rules', () => {
  it('lets nobody without the staff token read submissions', async () => {
    for (const table of ['Request-Callback', 'Meeting', 'Career']) {
      await expectError(await fetch(gateway.table(table)), 401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
      const wrong = await fetch(gateway.table(table), { headers: { Authorization: 'Bearer not-the-token' } });
      await expectError(wrong, 403, 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND');
      expect((await fetch(gateway.table(table), { headers: staffHeaders })).status).toBe(200);
    }
  });

  it('lets anyone read the Team but only staff write it', async () => {
    expect((await fetch(gateway.table('Team'))).status).toBe(200);
    const member = { ...sampleTeam[0], Name: 'New Person', order: 99 };
    await expectError(await postJson(gateway.table('Team'), { fields: member }), 401, 'AUTHENTICATION_REQUIRED');
    // Closed before the body is read: whatever an anonymous writer sends is the same 401.
    for (const body of ['{"fields": {"__proto__": {"admin": true}}}', '{"fields": ', 'not json'])
      await expectError(
        await fetch(gateway.table('Team'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
        401,
        'AUTHENTICATION_REQUIRED',
      );
    await expectError(
      await postJson(gateway.table('Team'), { fields: member }, { Authorization: 'Bearer nope' }),
      403,
      'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
    );
    const created = await postJson(gateway.table('Team'), { fields: member }, staffHeaders);
    expect(created.status).toBe(200);
    expect((await created.json()).fields).toEqual(member);
  });

  it('lets anyone create submissions whatever Authorization they send', async () => {
    const response = await postJson(
      gateway.table('Request-Callback'),
      { fields: callback(7) },
      { Authorization: 'Bearer leftover-browser-token' },
    );
    expect(response.status).toBe(200);
  });

  it('never echoes the staff token', async () => {
    const answers = await Promise.all([
      fetch(gateway.table('Team'), { headers: staffHeaders }),
      fetch(gateway.table('Meeting'), { headers: staffHeaders }),
      fetch(gateway.table('Meeting'), { headers: { Authorization: 'Bearer wrong' } }),
      postJson(gateway.table('Meeting'), { fields: meeting() }, staffHeaders),
      fetch(`${gateway.url}/`, { headers: staffHeaders }),
    ]);
    for (const answer of answers) {
      const text = [...answer.headers.values(), await answer.text()].join('\n');
      expect(text).not.toContain(TEST_STAFF_TOKEN);
    }
  });
});

describe('deleting records', () => {
  const remove = (ids: string[], headers: Record<string, string> = staffHeaders) =>
    fetch(`${gateway.table('Request-Callback')}?${ids.map((id) => `records[]=${id}`).join('&')}`, {
      method: 'DELETE',
      headers,
    });
  const stored = async (id: string) =>
    (
      await (await fetch(`${gateway.table('Request-Callback')}?pageSize=100`, { headers: staffHeaders })).json()
    ).records.some((record: { id: string }) => record.id === id);

  it('deletes up to 10 named records for staff, answered as the table service does', async () => {
    const created = await postJson(gateway.table('Request-Callback'), {
      records: [{ fields: callback(11) }, { fields: callback(12) }],
    });
    const [first, second] = ((await created.json()) as { records: { id: string }[] }).records.map((r) => r.id);
    await expectError(await remove([first], {}), 401, 'AUTHENTICATION_REQUIRED');
    await expectError(
      await remove([first], { Authorization: 'Bearer wrong' }),
      403,
      'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
    );
    await expectError(await remove([]), 422, 'INVALID_RECORDS', /from 1 to 10 records/);
    await expectError(await remove(Array(11).fill(first)), 422, 'INVALID_RECORDS');
    // One id not there: nothing is deleted.
    await expectError(await remove([first, 'recNotThere0000000']), 404, 'MODEL_ID_NOT_FOUND');
    expect(await stored(first)).toBe(true);

    const response = await remove([first, second]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      records: [
        { id: first, deleted: true },
        { id: second, deleted: true },
      ],
    });
    expect(await stored(first)).toBe(false);
    await expectError(await remove([first]), 404, 'MODEL_ID_NOT_FOUND');
  });
});

describe('listing records', () => {
  it('serves the seeded team sorted by order, paged by pageSize and offset', async () => {
    const query = 'sort%5B0%5D%5Bfield%5D=order&sort%5B0%5D%5Bdirection%5D=asc&pageSize=3';
    const first = await (await fetch(`${gateway.table('Team')}?${query}`)).json();
    expect(first.records.map((r: { fields: { order: number } }) => r.fields.order)).toEqual([1, 2, 3]);
    expect(first.records[0].fields).toEqual(sampleTeam[0]);
    expect(first.records[0].fields.About.split('\n').length).toBeGreaterThan(1);
    expect(first.offset).toEqual(expect.any(String));

    const names: string[] = [];
    let offset: string | undefined;
    do {
      const page = await (
        await fetch(`${gateway.table('Team')}?${query}${offset ? `&offset=${encodeURIComponent(offset)}` : ''}`)
      ).json();
      names.push(...page.records.map((r: { fields: { Name: string } }) => r.fields.Name));
      offset = page.offset;
    } while (offset);
    expect(names.slice(0, sampleTeam.length)).toEqual(sampleTeam.map((m) => m.Name));
  });

  it('sorts descending and honours maxRecords', async () => {
    const url = `${gateway.table('Team')}?sort%5B0%5D%5Bfield%5D=order&sort%5B0%5D%5Bdirection%5D=desc&maxRecords=2`;
    const body = await (await fetch(url)).json();
    expect(body.records).toHaveLength(2);
    expect(body.records[0].fields.order).toBeGreaterThanOrEqual(body.records[1].fields.order);
    expect(body.offset).toBeUndefined();
  });

  it('refuses bad list parameters with the service errors', async () => {
    await expectError(await fetch(`${gateway.table('Team')}?pageSize=101`), 422, 'INVALID_REQUEST_UNKNOWN');
    await expectError(await fetch(`${gateway.table('Team')}?offset=bogus`), 422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE');
    await expectError(
      await fetch(`${gateway.table('Team')}?sort%5B0%5D%5Bfield%5D=Salary`),
      422,
      'UNKNOWN_FIELD_NAME',
      'Unknown field name: "Salary"',
    );
    await expectError(await fetch(`${gateway.table('Team')}?filterByFormula=1`), 422, 'INVALID_REQUEST_UNKNOWN');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and the service shape past the per-minute limit', async () => {
    const limited = await startTestGateway({ RATE_LIMIT_PER_MIN: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await postJson(limited.table('Request-Callback'), { fields: callback(i) })).status).toBe(200);
      const refused = await postJson(limited.table('Request-Callback'), { fields: callback(9) });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
      });
      expect((await fetch(limited.table('Team'))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
