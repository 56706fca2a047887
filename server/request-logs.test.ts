import { describe, expect, it } from 'vitest';
import { startGateway } from '../scripts/gateway-process.mjs';
import { folderEnv } from './testing/folder-database';
import { meeting } from './testing/sample-records';
import { samples } from './testing/sample-files';
import { postJson, tempDir, TEST_BASE } from './testing/test-gateway';

describe('request logs', () => {
  it('are JSON lines with method, path and status, and nothing a visitor typed', async () => {
    const gateway = await startGateway({
      ...(await folderEnv(tempDir('gateway'))),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MIN: '0',
    });
    let output = '';
    gateway.process.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    try {
      const record = meeting();
      expect((await postJson(`${gateway.url}/v0/${TEST_BASE}/Meeting`, { fields: record })).status).toBe(200);
      expect(
        (await postJson(`${gateway.url}/v0/${TEST_BASE}/Meeting`, { fields: { ...record, Email: 'not-an-address' } }))
          .status,
      ).toBe(422);
      const form = new FormData();
      form.append('file', new Blob([samples.pdf]), 'Bikash Rai citizenship.pdf');
      form.append('upload_preset', 'career_uploads');
      const { secure_url: fileUrl } = await (
        await fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', body: form })
      ).json();
      await fetch(`${fileUrl}?download=1`, { headers: { Authorization: `Bearer ${gateway.staffToken}` } });
      await fetch(`${gateway.url}/v0/${TEST_BASE}/Team?sort%5B0%5D%5Bfield%5D=Name`);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const lines = output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => line.res.statusCode)).toEqual([200, 422, 200, 200, 200]);
      const started = lines.filter((line) => line.msg === 'incoming request').map((line) => line.req);
      expect(started).toEqual([
        { method: 'POST', path: `/v0/${TEST_BASE}/Meeting` },
        { method: 'POST', path: `/v0/${TEST_BASE}/Meeting` },
        { method: 'POST', path: '/v1_1/local/auto/upload' },
        { method: 'GET', path: '/files/:name' },
        { method: 'GET', path: `/v0/${TEST_BASE}/Team` },
      ]);
      for (const secret of [
        record.Name,
        record.Email,
        'Bikash',
        'citizenship',
        'not-an-address',
        new URL(fileUrl).pathname.slice(7),
        '127.0.0.1',
      ]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await gateway.stop();
    }
  });
});
