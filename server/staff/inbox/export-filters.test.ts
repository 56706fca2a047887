import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../schemas/booking-slots';
import { nepalToday } from '../../../schemas/nepal-time';
import { recordListAnswer } from '../../../schemas/staff-api';
import { typedDb } from '../../storage/typed-db';
import { callback, meeting } from '../../testing/sample-records';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let staff: StaffClient;
/** The gateway's clock, moved on to let submissions wait. */
let now = new Date();
const ids: Record<string, string> = {};

const submit = async (table: string, fields: unknown) => {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
};

/** What the inbox lists for a query, every page. */
async function listed(query: string): Promise<string[]> {
  const answer = recordListAnswer.parse(await (await staff.call('GET', `/records?${query}&limit=200`)).json());
  expect(answer.nextCursor).toBeNull();
  return answer.items.map((item) => item.id);
}

/** The records of the CSV export for the same query, read with a real CSV reader, in its order. */
async function exported(query: string): Promise<string[]> {
  const response = await staff.call('GET', `/export.csv?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
  return rows.map((row) => row['Record ID']);
}

const exportsAudited = () =>
  typedDb(gateway.app.database).all((q) =>
    q.selectFrom('staff_audit').select('detail').where('action', '=', 'exported CSV'),
  ).length;

beforeAll(async () => {
  // A wallet makes the 30-minute meetings owe their price (nothing here contacts it).
  gateway = await startTestGateway(
    { KHALTI_SECRET_KEY: 'export-test-key', KHALTI_API_URL: 'http://127.0.0.1:9/', PAYMENT_CHECK_MS: '3600000' },
    { clock: () => now },
  );
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
  ids.callNew = await submit('Request-Callback', callback(1));
  ids.callWorked = await submit('Request-Callback', callback(2));
  ids.callMine = await submit('Request-Callback', callback(3));
  ids.owing = await submit('Meeting', meeting(20, 0));
  ids.cancelled = await submit('Meeting', meeting(20, 1));
  ids.free = await submit('Meeting', { ...meeting(20, 2), 'Meeting Duration': '15 Minutes - Free' });
  ids.marigold = await submit('Meeting', { ...meeting(20, 3), 'Additional Notes': 'About the marigold survey.' });
  const patch = (table: string, id: string, body: object) => staff.call('PATCH', `/records/${table}/${id}`, body);
  expect((await patch('Request-Callback', ids.callWorked, { status: 'in_progress' })).status).toBe(200);
  expect((await patch('Request-Callback', ids.callMine, { assigneeId: staff.userId })).status).toBe(200);
  const cancel = await staff.call('POST', `/records/Meeting/${ids.cancelled}/decision`, { decision: 'cancelled' });
  expect(cancel.status).toBe(200);
});
afterAll(() => gateway.close());

/** The records named, newest first as the list orders them (read once they exist). */
const newestFirst =
  (...keys: string[]) =>
  () =>
    keys.map((key) => ids[key]).reverse();

describe('the CSV export holds exactly the rows the inbox lists, for every filter', () => {
  const today = nepalToday();
  const cases: [string, string, () => string[]][] = [
    ['All new (status, every table)', 'status=new', newestFirst('callNew', 'callMine', 'owing', 'free', 'marigold')],
    ['table', 'table=Request-Callback', newestFirst('callNew', 'callWorked', 'callMine')],
    ['status', 'table=Request-Callback&status=in_progress', newestFirst('callWorked')],
    ['assignee me', 'table=Request-Callback&assignee=me', newestFirst('callMine')],
    ['assignee by id', 'assignee=' + 'USER', newestFirst('callMine')],
    ['assignee none', 'table=Request-Callback&assignee=none', newestFirst('callNew', 'callWorked')],
    ['payment', 'table=Meeting&payment=unpaid', newestFirst('owing', 'marigold')],
    ['when upcoming', 'when=upcoming', newestFirst('owing', 'cancelled', 'free', 'marigold')],
    ['when past', 'when=past', newestFirst()],
    ['search', 'q=marigold', newestFirst('marigold')],
    ['from', `table=Meeting&from=${today}`, newestFirst('owing', 'cancelled', 'free', 'marigold')],
    ['to', `table=Meeting&to=${addDays(today, -1)}`, newestFirst()],
    [
      'several at once',
      'table=Meeting&status=new&payment=unpaid&when=upcoming&q=survey&assignee=none',
      newestFirst('owing', 'marigold'),
    ],
  ];
  for (const [name, query, expected] of cases)
    it(`${name}: ${query}`, async () => {
      const asked = query.replace('USER', staff.userId);
      const shown = await listed(asked);
      expect(shown).toEqual(expected());
      expect(await exported(asked)).toEqual(shown);
    });

  it('waiting: nothing while everything is fresh, then what has waited over a working day', async () => {
    expect(await listed('waiting=1')).toEqual([]);
    expect(await exported('waiting=1')).toEqual([]);
    now = new Date(Date.now() + 5 * 86_400_000);
    try {
      const shown = await listed('waiting=1');
      expect(shown).toEqual(newestFirst('callNew', 'callMine', 'owing', 'free', 'marigold')());
      expect(await exported('waiting=1')).toEqual(shown);
      expect(await exported('table=Meeting&waiting=1&payment=unpaid')).toEqual(newestFirst('owing', 'marigold')());
    } finally {
      now = new Date();
    }
  });
});

describe('a forged export query', () => {
  it('needs a session', async () => {
    const response = await fetch(`${gateway.url}/staff/api/export.csv?table=Meeting&payment=unpaid`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(ids.owing);
  });

  it('is refused with a message naming what is wrong, exporting nothing, rather than everything', async () => {
    const before = exportsAudited();
    const attempts: [string, RegExp][] = [
      ['table=Meeting&payment=paid', /^payment: payment must be unpaid or refund-due$/],
      ['table=Meeting&payment=unpaid&payment=refund-due', /^payment: /],
      ['table=Meeting&paymnt=unpaid', /^Not a filter of the inbox: paymnt$/],
      ['table=Meeting&status=newest', /^status: /],
      ['table=Team', /^table: /],
      ['table=Meeting&when=yesterday', /^when: when must be today, tomorrow, week, upcoming or past$/],
      ['waiting=yes', /^waiting: waiting must be 1$/],
      ['from=last-week', /^from: /],
      ['assignee=', /^assignee: /],
      [`q=${'marigold '.repeat(600)}`, /^q: /],
      ['table=Meeting&cursor=5&limit=1', /^Not a filter of the inbox: cursor, limit$/],
      ['table[]=Meeting', /^Not a filter of the inbox: table\[\]$/],
    ];
    for (const [query, message] of attempts) {
      const response = await staff.call('GET', `/export.csv?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.headers.get('content-type'), query).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body.error, query).toMatchObject({ type: 'INVALID_REQUEST', message: expect.stringMatching(message) });
      expect(JSON.stringify(body)).not.toContain(ids.owing);
    }
    expect(exportsAudited()).toBe(before);
  });
});
