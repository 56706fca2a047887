import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAllRecords } from '../testing/list-all-records';
import { meeting } from '../testing/sample-records';
import { postJson, startTestGateway, TEST_STAFF_TOKEN, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe('a meeting on a date that does not exist', () => {
  it('is refused in the table service shape, naming the field, and nothing is stored', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const date of ['2026-11-31', `${nextYear}-02-29`, `${nextYear}-13-01`, `${nextYear}-04-31`]) {
      const response = await postJson(gateway.table('Meeting'), { fields: { ...meeting(), 'Preferred date': date } });
      expect(response.status, date).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          type: 'INVALID_VALUE_FOR_COLUMN',
          message: 'Field "Preferred date" cannot accept the provided value: Choose a date that exists on the calendar',
        },
      });
    }
    expect(await listAllRecords(gateway.table('Meeting'), TEST_STAFF_TOKEN)).toEqual([]);
  });
});
