import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startGateway } from '../scripts/gateway-process.mjs';
import { folderEnv } from './testing/folder-database';
import { callback } from './testing/sample-records';
import { tempDir, TEST_BASE } from './testing/test-gateway';

describe('SIGTERM', () => {
  it('finishes the request in flight, then exits cleanly', async () => {
    const gateway = await startGateway({ ...(await folderEnv(tempDir('gateway'))), RATE_LIMIT_PER_MIN: '0' });
    const exit = new Promise<number | null>((resolve) => gateway.process.once('exit', resolve));
    const body = JSON.stringify({ fields: callback(1) });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${gateway.url}/v0/${TEST_BASE}/Request-Callback`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        gateway.process.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const { status, text } = await answer;
    const answeredAt = Date.now();
    expect(status).toBe(200);
    expect(JSON.parse(text).fields).toEqual(callback(1));
    expect(await exit).toBe(0);
    // Idle keep-alive connections do not hold the shutdown open.
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
  });
});
