import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestGateway, staffHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

async function storedFields(table: string, id: string) {
  const response = await fetch(gateway.table(table), { headers: staffHeaders });
  expect(response.status).toBe(200);
  const { records } = (await response.json()) as { records: { id: string; fields: unknown }[] };
  return records.find((record) => record.id === id)?.fields;
}

describe('phone numbers typed with Devanagari digits', () => {
  it('are stored with ASCII digits, read back by staff exactly so', async () => {
    const response = await postJson(gateway.table('Request-Callback'), {
      fields: { 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': '+977 ९८१२३४५६७८' },
    });
    expect(response.status).toBe(200);
    const { id, fields } = await response.json();
    expect(fields['Phone No']).toBe('+977 9812345678');
    expect(await storedFields('Request-Callback', id)).toEqual({
      'First Name': 'सीता',
      'Last Name': 'शर्मा',
      'Phone No': '+977 9812345678',
    });
  });

  it('are refused with the usual message when they are not digits at all', async () => {
    const response = await postJson(gateway.table('Request-Callback'), {
      fields: { 'First Name': 'सीता', 'Last Name': 'शर्मा', 'Phone No': '+977 ९८१२x' },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toMatch(/Invalid phone number/);
  });
});
