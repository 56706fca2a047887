import { describe, expect, it } from 'vitest';
import { startGateway } from '../scripts/gateway-process.mjs';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults, without a mirror', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      BASE_ID: 'appLocalGateway01',
      UPLOAD_CLOUD_NAME: 'local',
      UPLOAD_PRESET: 'career_uploads',
      MAX_UPLOAD_BYTES: 10485760,
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect([config.MODE, config.UPSTREAM_TABLE_URL, config.UPSTREAM_TOKEN]).toEqual([undefined, undefined, undefined]);
  });

  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', BASE_ID: 'base1', STAFF_TOKEN: 'short', MODE: 'cloud' })).toThrow(
      /Invalid gateway configuration:\n {2}PORT: .+\n {2}MODE: .+\n {2}STAFF_TOKEN: STAFF_TOKEN must be at least 32 characters\n {2}BASE_ID: BASE_ID must look like app \+ 14 letters or digits/,
    );
  });

  it('takes the mirror URL and token together, and keeps an .env from relay mode starting', () => {
    expect(() => loadConfig({ UPSTREAM_TABLE_URL: 'https://api.airtable.com' })).toThrow(
      /UPSTREAM_TOKEN: UPSTREAM_TOKEN is required for the hosted table mirror/,
    );
    expect(() => loadConfig({ UPSTREAM_UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo' })).toThrow(
      /UPSTREAM_UPLOAD_URL: UPSTREAM_UPLOAD_URL needs UPSTREAM_TABLE_URL: the file host serves the mirror/,
    );
    expect(() => loadConfig({ MODE: 'relay' })).toThrow(
      /UPSTREAM_TABLE_URL: UPSTREAM_TABLE_URL is required when MODE=relay/,
    );
    const relayEnv = {
      MODE: 'relay',
      UPSTREAM_TABLE_URL: 'https://api.airtable.com/',
      UPSTREAM_TOKEN: 'pat',
      UPSTREAM_UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo',
    };
    expect(loadConfig(relayEnv)).toMatchObject({ MODE: 'relay', UPSTREAM_TABLE_URL: 'https://api.airtable.com' });
    expect(loadConfig({ ...relayEnv, MODE: 'local' }).MODE).toBe('local');
  });

  it('takes PostgreSQL by a postgres:// DATABASE_URL, with nightly backups in BACKUP_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://gateway@db.internal:5432/site' }).DATABASE_URL).toBe(
      'postgres://gateway@db.internal:5432/site',
    );
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://gateway@db/site' })).toThrow(
      'DATABASE_URL: DATABASE_URL must be a postgres:// URL',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://gateway@db/site', BACKUP_DIR: '/srv/backups' }).BACKUP_DIR).toBe(
      '/srv/backups',
    );
  });

  it('ignores the MODE that Vite and Vitest put in the environment', () => {
    expect(loadConfig({ MODE: 'test' }).MODE).toBeUndefined();
    expect(loadConfig({ MODE: 'production' }).MODE).toBeUndefined();
  });
});

describe('notification settings', () => {
  it('default: notifications on, no SMTP (the .eml folder), no webhook, empty default lists', () => {
    const config = loadConfig({});
    expect([
      config.NOTIFICATIONS,
      config.NOTIFY_CALLBACK_TO,
      config.NOTIFY_MEETING_TO,
      config.NOTIFY_CAREER_TO,
    ]).toEqual([true, [], [], []]);
    expect([config.SMTP_URL, config.SMTP_HOST, config.NOTIFY_WEBHOOK_URL]).toEqual([undefined, undefined, undefined]);
  });

  it('reads lists of addresses and the SMTP host settings', () => {
    const config = loadConfig({
      NOTIFY_MEETING_TO: ' a@example.com, b@example.com ',
      SMTP_HOST: 'mail.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'user',
      SMTP_PASSWORD: 'secret',
      NOTIFICATIONS: '0',
    });
    expect(config).toMatchObject({
      NOTIFY_MEETING_TO: ['a@example.com', 'b@example.com'],
      SMTP_HOST: 'mail.example.com',
      SMTP_PORT: 465,
      NOTIFICATIONS: false,
    });
  });

  it.each([
    [
      { SMTP_URL: 'http://mail.example.com' },
      'SMTP_URL: SMTP_URL must look like smtp://user:password@host:587 or smtps://…',
    ],
    [
      { SMTP_URL: 'smtp://a.example.com', SMTP_HOST: 'b.example.com' },
      'SMTP_HOST: set either SMTP_URL or SMTP_HOST, not both',
    ],
    [{ SMTP_PORT: '25' }, 'SMTP_PORT: SMTP_PORT needs SMTP_HOST'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_USER: 'user' }, 'SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together'],
    [{ SMTP_HOST: 'mail.example.com', SMTP_PORT: '70000' }, 'SMTP_PORT:'],
    [
      { NOTIFY_CALLBACK_TO: 'office@example.com, not-an-address' },
      'NOTIFY_CALLBACK_TO.1: list e-mail addresses separated by commas',
    ],
    [
      { NOTIFY_FROM: 'Office <office@example.com>\r\nBcc: x@y.z' },
      'NOTIFY_FROM: NOTIFY_FROM must be an e-mail address',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/x' },
      'NOTIFY_WEBHOOK_SECRET: NOTIFY_WEBHOOK_SECRET is required with NOTIFY_WEBHOOK_URL',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/x', NOTIFY_WEBHOOK_SECRET: 'short' },
      'NOTIFY_WEBHOOK_SECRET: NOTIFY_WEBHOOK_SECRET must be at least 16 characters',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'http://hooks.example.com/x', NOTIFY_WEBHOOK_SECRET: 'webhook-secret-0123456789' },
      'NOTIFY_WEBHOOK_URL: NOTIFY_WEBHOOK_URL must be https (http only for localhost)',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'http://10.0.0.5:8080/x', NOTIFY_WEBHOOK_SECRET: 'webhook-secret-0123456789' },
      'NOTIFY_WEBHOOK_URL: NOTIFY_WEBHOOK_URL must be https (http only for localhost)',
    ],
    [
      { NOTIFY_RETRY_BASE_MS: '5000', NOTIFY_RETRY_MAX_MS: '100' },
      'NOTIFY_RETRY_MAX_MS: NOTIFY_RETRY_MAX_MS must not be below NOTIFY_RETRY_BASE_MS',
    ],
  ])('refuses to start with %o', (env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });
});

describe('settings renamed for the mirror', () => {
  it('reads an old RELAY_ name as its MIRROR_ name, the new name winning when both are set', () => {
    expect(loadConfig({ RELAY_RATE_PER_SEC: '2', RELAY_TIMEOUT_MS: '2500' })).toMatchObject({
      MIRROR_RATE_PER_SEC: 2,
      MIRROR_TIMEOUT_MS: 2500,
    });
    expect(loadConfig({ RELAY_RETRY_BASE_MS: '100', MIRROR_RETRY_BASE_MS: '200' }).MIRROR_RETRY_BASE_MS).toBe(200);
    expect(() => loadConfig({ RELAY_BATCH_DELAY_MS: 'soon' })).toThrow(
      / {2}RELAY_BATCH_DELAY_MS \(now MIRROR_BATCH_DELAY_MS\): /,
    );
  });

  it("offers no wallet by default, talks to the wallets' production URLs, and takes eSewa's code and secret together", () => {
    const config = loadConfig({});
    expect([config.KHALTI_SECRET_KEY, config.ESEWA_MERCHANT_CODE, config.ESEWA_SECRET_KEY]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(config).toMatchObject({
      KHALTI_API_URL: 'https://khalti.com/api/v2/',
      ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
    });
    expect(() => loadConfig({ ESEWA_MERCHANT_CODE: 'EPAYTEST' })).toThrow(
      /ESEWA_SECRET_KEY: ESEWA_MERCHANT_CODE and ESEWA_SECRET_KEY go together/,
    );
    expect(() => loadConfig({ KHALTI_API_URL: 'http://khalti.example/api/v2/' })).toThrow(
      /KHALTI_API_URL: must be https \(http only for localhost\)/,
    );
    expect(loadConfig({ KHALTI_API_URL: 'http://127.0.0.1:9000/api/v2/' }).KHALTI_API_URL).toBe(
      'http://127.0.0.1:9000/api/v2/',
    );
  });

  it('names the new names in one line at start-up', async () => {
    const gateway = await startGateway({ LOG_LEVEL: 'info', RELAY_TIMEOUT_MS: '2500', RELAY_RATE_PER_SEC: '4' });
    try {
      const lines = gateway
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line).msg as string);
      expect(lines.filter((msg) => msg.startsWith('Renamed settings'))).toEqual([
        'Renamed settings: RELAY_RATE_PER_SEC is now MIRROR_RATE_PER_SEC, RELAY_TIMEOUT_MS is now MIRROR_TIMEOUT_MS; the old names still work, but rename them in .env',
      ]);
    } finally {
      await gateway.stop();
    }
  });
});
