import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, staffHeaders, TEST_BASE, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const tables = ['Request-Callback', 'Meeting', 'Career', 'Team', 'Other'];
const fieldNames = [
  'First Name',
  'Last Name',
  'Phone No',
  'Name',
  'Email',
  'Preferred date',
  'Resume/CV',
  'Image',
  'order',
  'website',
  '__proto__',
  'constructor',
];
const fieldsLike = fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue());
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.record({ fields: fc.oneof(fieldsLike, fc.jsonValue()) }),
  fc.record({
    records: fc.array(fc.oneof(fc.record({ fields: fieldsLike }), fc.jsonValue()), { maxLength: 12 }),
    typecast: fc.jsonValue(),
  }),
);

describe('anything a client sends', () => {
  it('never gets a 5xx from a create, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tables), bodies, fc.boolean(), async (table, body, staff) => {
        const response = await gateway.app.inject({
          method: 'POST',
          url: `/v0/${TEST_BASE}/${table}`,
          headers: { 'content-type': 'application/json', ...(staff ? staffHeaders : {}) },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json();
        if (response.statusCode === 200) expect(answer.id ?? answer.records).toBeDefined();
        else expect(answer.error).toEqual({ type: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });

  it('never gets a 5xx from a list, whatever the query', async () => {
    const params = fc.dictionary(
      fc.constantFrom(
        'pageSize',
        'offset',
        'maxRecords',
        'sort[0][field]',
        'sort[0][direction]',
        'sort[1][field]',
        'fields[]',
        'x',
      ),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tables), params, async (table, query) => {
        const response = await gateway.app.inject({
          method: 'GET',
          url: `/v0/${TEST_BASE}/${table}?${new URLSearchParams(query)}`,
          headers: staffHeaders,
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
