import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppHooks } from '../app';
import { loadConfig } from '../config';
import { folderDatabaseUrl } from './folder-database';

export const TEST_STAFF_TOKEN = 'test-staff-token-0123456789abcdef';
export const TEST_BASE = 'appLocalGateway01';

export interface TestGateway {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  table(name: string): string;
  close(): Promise<void>;
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

/** The real gateway in this process, listening on a random loopback port with its own data folder. */
export async function startTestGateway(env: Record<string, string> = {}, hooks: AppHooks = {}): Promise<TestGateway> {
  const dataDir = env.DATA_DIR ?? tempDir('gateway-test');
  const database = env.DATABASE_URL ? undefined : await folderDatabaseUrl(dataDir);
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    STAFF_TOKEN: TEST_STAFF_TOKEN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MIN: '0',
    READ_RATE_LIMIT_PER_MIN: '0',
    AUTH_FAILURES_PER_MIN: '0',
    // Tests book many meetings from one address and e-mail; the daily limit has its own tests.
    UNCONFIRMED_MEETINGS_PER_DAY: '0',
    ...(database ? { DATABASE_URL: database } : {}),
    ...env,
  });
  const app = await buildApp(config, hooks);
  const url = await app.listen({ host: config.HOST, port: 0 });
  return {
    url,
    app,
    dataDir,
    table: (name) => `${url}/v0/${config.BASE_ID}/${encodeURIComponent(name)}`,
    close: () => app.close(),
  };
}

export const staffHeaders = { Authorization: `Bearer ${TEST_STAFF_TOKEN}` };

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
