import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/table-names';
import { callback } from '../testing/sample-records';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { postUpload } from '../testing/post-upload';
import { psql } from '../testing/psql';
import { samples } from '../testing/sample-files';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { postJson, type TestGateway } from '../testing/test-gateway';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const { start } = gatewaysPerTest();

/** Gateways A and B on one new database, started with `env`. */
async function twoGateways(env: Record<string, string> = {}): Promise<[TestGateway, TestGateway, string]> {
  const url = await cluster.createDatabase();
  const a = await start({ DATABASE_URL: url, ...env });
  const b = await start({ DATABASE_URL: url, ...env });
  return [a, b, url];
}

describe('limits on PostgreSQL: every gateway on the database counts against one limit', () => {
  it('refuses the write past N a minute through either gateway, N being for A and B together', async () => {
    const [a, b] = await twoGateways({ RATE_LIMIT_PER_MIN: '4' });
    const statuses = [];
    for (const [n, gateway] of [a, b, a, b, b, a].entries())
      statuses.push((await postJson(gateway.table(callbackTable), { fields: callback(n) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('shares the upload budget: bytes uploaded through A count on B', async () => {
    const [a, b] = await twoGateways({ UPLOAD_BYTES_PER_HOUR: String(samples.pdf.length * 2) });
    const upload = (gateway: TestGateway) => postUpload(`${gateway.url}/v1_1/local/auto/upload`, 'cv.pdf', samples.pdf);
    const statuses = [(await upload(a)).status, (await upload(b)).status];
    const refused = await upload(a);
    expect([...statuses, refused.status, (await upload(b)).status]).toEqual([200, 200, 429, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('deletes windows that have ended, so the counters do not grow forever', async () => {
    const [a, , url] = await twoGateways({ RATE_LIMIT_PER_MIN: '4' });
    const ended = Date.now() - 1;
    await psql(
      url,
      `INSERT INTO limit_counters (key, used, resets_at) SELECT 'rate old ' || n, 1, ${ended} FROM generate_series(1, 1000) n`,
    );
    expect((await postJson(a.table(callbackTable), { fields: callback(1) })).status).toBe(200);
    expect((await psql(url, 'SELECT count(*) FROM limit_counters')).trim()).toBe('1');
  });
});
