import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { meetingTable } from '../../schemas/meeting';
import { readTableHealth } from '../mirror/table-health';
import { waitFor, type FaultProxy } from '../testing/fault-proxy';
import { callback, meeting } from '../testing/sample-records';
import { startMirrorRig, UPSTREAM_TOKEN, type MirrorRig } from '../testing/mirror-rig';
import { postJson, type TestGateway } from '../testing/test-gateway';

let upstream: TestGateway;
let proxy: FaultProxy;
let mirrored: TestGateway;
let rig: MirrorRig;

beforeEach(async () => {
  rig = await startMirrorRig({
    MIRROR_BATCH_DELAY_MS: '20',
    MIRROR_RETRY_BASE_MS: '50',
    MIRROR_RETRY_MAX_MS: '400',
  });
  ({ upstream, proxy, mirrored } = rig);
});
afterEach(() => rig.close());

const upstreamCount = async (table: string) => {
  const response = await fetch(upstream.table(table), { headers: { Authorization: `Bearer ${UPSTREAM_TOKEN}` } });
  return ((await response.json()).records as unknown[]).length;
};

describe('finding 7: a mirrored table the upstream refuses', () => {
  it.each([401, 403, 404])(
    'answering %i holds back no other table, is recorded as blocked, and recovers once fixed',
    async (status) => {
      proxy.breakPath(`/${meetingTable}`, status);
      expect((await postJson(mirrored.table(meetingTable), { fields: meeting() })).status).toBe(200);
      expect((await postJson(mirrored.table(callbackTable), { fields: callback() })).status).toBe(200);

      // The callback, submitted after the refused meeting, is delivered all the same.
      await waitFor(async () => (await upstreamCount(callbackTable)) === 1);
      const blocked = await waitFor(() =>
        readTableHealth(mirrored.app.database).find((row) => row.table === meetingTable && row.state === 'blocked'),
      );
      expect(blocked).toEqual({
        table: meetingTable,
        state: 'blocked',
        lastStatus: status,
        lastError: `${status} NOT_AUTHORIZED: Token refused`,
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await upstreamCount(meetingTable)).toBe(0);

      proxy.mend(`/${meetingTable}`);
      await waitFor(async () => (await upstreamCount(meetingTable)) === 1);
      await waitFor(() => readTableHealth(mirrored.app.database).every((row) => row.state === 'ok'));
      expect(readTableHealth(mirrored.app.database)).toEqual([
        { table: meetingTable, state: 'ok', lastStatus: null, lastError: null, since: expect.any(String) },
        { table: callbackTable, state: 'ok', lastStatus: null, lastError: null, since: expect.any(String) },
      ]);
    },
  );
});
