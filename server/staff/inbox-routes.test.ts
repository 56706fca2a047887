import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordListAnswer } from '../../schemas/staff-api';
import { callback, meeting } from '../testing/sample-records';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { signInAs, type StaffClient } from './staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;
const submit = async (table: string, fields: unknown) => {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
};

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('inbox', () => {
  it('lists new submissions newest first with counts, and pages by cursor', async () => {
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push(await submit('Request-Callback', callback(n)));
    const meetingId = await submit('Meeting', meeting());
    const counts = await (await staff.call('GET', '/counts')).json();
    expect(counts).toEqual({ 'Request-Callback': 5, Meeting: 1, Career: 0 });

    const first = recordListAnswer.parse(await (await staff.call('GET', '/records?status=new&limit=4')).json());
    expect(first.items.map((item) => item.id)).toEqual([meetingId, ...ids.slice(2).reverse()]);
    const second = recordListAnswer.parse(
      await (await staff.call('GET', `/records?status=new&limit=4&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();
  });
});
