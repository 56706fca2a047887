import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordListAnswer } from '../../schemas/staff-api';
import { waitFor } from '../testing/fault-proxy';
import { listAllRecords } from '../testing/list-all-records';
import { callback, meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { Outbox } from './outbox';

const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
const SUBMISSION_FIELD = 'SubmissionId';

let sink: SmtpSink;
let upstream: TestGateway;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN, SUBMISSION_ID_FIELD: SUBMISSION_FIELD });
  gateway = await startTestGateway({
    UPSTREAM_TABLE_URL: upstream.url,
    UPSTREAM_TOKEN,
    SUBMISSION_ID_FIELD: SUBMISSION_FIELD,
    UPSERT_TABLES: '*',
    MIRROR_BATCH_DELAY_MS: '0',
    SMTP_URL: sink.url,
  });
  staff = await signInAs(gateway, 'asha@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await sink.close();
});

async function submit(table: string, fields: object) {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const inbox = async (table: string) =>
  recordListAnswer.parse(await (await staff.call('GET', `/records?table=${table}`)).json()).items;
const upstreamCopies = (table: string) => listAllRecords(upstream.table(table), UPSTREAM_TOKEN);
const delivered = (id: string) =>
  new Outbox(gateway.app.database).list('delivered').some((entry) => entry.recordId === id);

describe('with the hosted table as a mirror', () => {
  it('a submission shows in the staff inbox, and the upstream receives its copy under the same id', async () => {
    const id = await submit('Request-Callback', callback(1));
    expect((await inbox('Request-Callback')).map((item) => [item.id, item.fields])).toEqual([[id, callback(1)]]);
    await waitFor(() => delivered(id));
    expect((await upstreamCopies('Request-Callback')).map((record) => record.fields)).toEqual([
      { ...callback(1), [SUBMISSION_FIELD]: id },
    ]);
  });

  it('a booked meeting gets a manage link that opens, and its copy goes upstream', async () => {
    const fields = { ...meeting(3, 1), Email: 'mirror-visitor@example.com' };
    const id = await submit('Meeting', fields);
    const mail = await waitFor(() => sink.received.find((m) => m.envelopeTo.includes('mirror-visitor@example.com')));
    const link = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(mail!.parsed.text ?? '');
    expect(link, 'the e-mail carries a manage link').not.toBeNull();
    expect((await fetch(`${gateway.url}${link![1]}`)).status).toBe(200);
    expect((await inbox('Meeting')).map((item) => item.id)).toEqual([id]);
    await waitFor(() => delivered(id));
    expect((await upstreamCopies('Meeting')).map((record) => record.fields[SUBMISSION_FIELD])).toEqual([id]);
  });

  it('shows the mirror on the Delivery page and says the Team editor cannot change the public Team', async () => {
    expect(((await (await staff.call('GET', '/session')).json()) as { mirror: boolean }).mirror).toBe(true);
    expect((await staff.call('GET', '/delivery')).status).toBe(200);
    const team = await staff.call('GET', '/team');
    expect(team.status).toBe(409);
    expect(await team.json()).toEqual({
      error: {
        type: 'TEAM_IN_HOSTED_TABLE',
        message: 'The public Team page is read from the hosted table: add, edit and hide its members there.',
      },
    });
  });
});
