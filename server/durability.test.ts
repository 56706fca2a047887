import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGateway } from '../scripts/gateway-process.mjs';
import { callback } from './testing/sample-records';
import { samples } from './testing/sample-files';
import { postJson, startTestGateway, tempDir } from './testing/test-gateway';
import { sqliteOf } from './storage/db';

const BASE = 'appLocalGateway01';

async function listCallbacks(url: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  let offset = '';
  do {
    const response = await fetch(
      `${url}/v0/${BASE}/Request-Callback?pageSize=100${offset && `&offset=${encodeURIComponent(offset)}`}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const page = await response.json();
    ids.push(...page.records.map((record: { id: string }) => record.id));
    offset = page.offset ?? '';
  } while (offset);
  return ids;
}

describe('durability', () => {
  it('keeps records across a clean restart (SIGTERM)', async () => {
    const first = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await (await postJson(`${first.url}/v0/${BASE}/Request-Callback`, { fields: callback(i) })).json()).id);
    const exited = new Promise<number | null>((resolve) => first.process.once('exit', resolve));
    await first.stop('SIGTERM');
    expect(await exited).toBe(0);

    const second = await startGateway({ DATA_DIR: first.dataDir, RATE_LIMIT_PER_MIN: '0' });
    try {
      expect(await listCallbacks(second.url, second.staffToken)).toEqual(ids);
    } finally {
      await second.stop();
    }
  });

  it('loses no acknowledged record when killed with SIGKILL right after a 200', async () => {
    const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const response = await postJson(`${gateway.url}/v0/${BASE}/Request-Callback`, {
            fields: callback(n * 1000 + i),
          });
          if (response.status !== 200) continue;
          const { id } = await response.json();
          acknowledged.push(id);
          if (acknowledged.length >= 200 && !killed) {
            killed = true;
            gateway.process.kill('SIGKILL');
          }
        } catch {
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => writer(n)));
    await new Promise((resolve) =>
      gateway.process.exitCode !== null || gateway.process.signalCode
        ? resolve(null)
        : gateway.process.once('exit', resolve),
    );

    const restarted = await startGateway({ DATA_DIR: gateway.dataDir });
    try {
      const stored = new Set(await listCallbacks(restarted.url, restarted.staffToken));
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });

  it('answers 503 and acknowledges nothing when the database refuses writes', async () => {
    const gateway = await startTestGateway({ DATA_DIR: tempDir('gateway-disk') });
    try {
      sqliteOf(gateway.app.database).pragma('query_only = ON');
      const refused = await postJson(gateway.table('Request-Callback'), { fields: callback(1) });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: {
          type: 'SERVICE_UNAVAILABLE',
          message: 'The record could not be stored right now. Nothing was saved; please try again shortly.',
        },
      });

      const form = new FormData();
      form.append('file', new Blob([samples.pdf]), 'cv.pdf');
      form.append('upload_preset', 'career_uploads');
      const upload = await fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', body: form });
      expect(upload.status).toBe(503);
      expect(await upload.json()).toEqual({ error: { message: expect.stringContaining('could not be stored') } });
      expect(readdirSync(join(gateway.dataDir, 'files')).filter((name) => !name.startsWith('.'))).toEqual([]);

      sqliteOf(gateway.app.database).pragma('query_only = OFF');
      expect((await postJson(gateway.table('Request-Callback'), { fields: callback(1) })).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
