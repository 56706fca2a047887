import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MailServerAnswer, TestMailAnswer } from '../../schemas/mail-settings';
import { takeBackup } from '../backup/take-backup';
import { SETTINGS_KEY_FILE } from '../settings/secret-box';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signIn, signInAs } from '../testing/staff-test-client';
import { startTestGateway, tempDir } from '../testing/test-gateway';

const PASSWORD = 'Secret-Mail-Password-4711';
const WEBHOOK_SECRET = 'Secret-Webhook-Signing-4711';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
const server = () => ({ host: '127.0.0.1', port: sink.port, security: 'none', user: '', from: 'office@example.com' });

/** Every file under `dir`, as bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path, bytes: readFileSync(path) }));
}

/** A gateway (closed after the test) with the mail password and webhook secret saved by an admin; the key: DATA_DIR/settings.key. */
async function withSecretsSaved(dataDir = tempDir('mail-secrets')) {
  const gateway = await startTestGateway({ DATA_DIR: dataDir });
  onTestFinished(() => gateway.close());
  const admin = await signInAs(gateway, 'owner@example.com', 'admin');
  const saved = await admin.call('PUT', '/settings/mail', { ...server(), user: 'office', password: PASSWORD });
  expect(saved.status).toBe(200);
  const hook = { url: 'https://hooks.example/notify', secret: WEBHOOK_SECRET };
  expect((await admin.call('PUT', '/settings/webhook', hook)).status).toBe(200);
  return gateway;
}

describe('secrets saved in the back office', () => {
  it('are in neither the database file nor a backup’s files, sealed with a key file only its owner reads', async () => {
    const { dataDir, app } = await withSecretsSaved();
    const backup = await takeBackup(app.database, dataDir, tempDir('backups'));
    const files = [...filesUnder(dataDir), ...filesUnder(backup.path)];
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining([join(dataDir, 'gateway.db')]));
    for (const secret of [PASSWORD, WEBHOOK_SECRET])
      for (const bytes of [Buffer.from(secret), Buffer.from(Buffer.from(secret).toString('base64'))])
        expect(files.filter((file) => file.bytes.includes(bytes)).map((file) => file.path)).toEqual([]);
    expect(statSync(join(dataDir, SETTINGS_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('with another key, a clear message asks for the password again: the gateway starts, nothing crashes', async () => {
    const dataDir = tempDir('mail-secrets');
    await (await withSecretsSaved(dataDir)).close();
    // A key file from elsewhere (a data folder copied without it, then a new one made).
    writeFileSync(join(dataDir, SETTINGS_KEY_FILE), Buffer.alloc(32, 7).toString('base64url'));

    const gateway = await startTestGateway({ DATA_DIR: dataDir });
    onTestFinished(() => gateway.close());
    const admin = await signIn(gateway, 'owner@example.com');
    const settings = (await (await admin.call('GET', '/settings/mail')).json()) as MailServerAnswer;
    expect(settings.problem).toMatch(/^The saved mail password cannot be read: it was saved with another key/);
    expect(settings.problem).toContain('Enter it again and save.');
    const test = (await (await admin.call('POST', '/settings/mail/test')).json()) as TestMailAnswer;
    expect(test).toMatchObject({ sent: false, message: settings.problem });
    expect(JSON.stringify(await (await admin.call('GET', '/settings/webhook')).json())).toContain(
      'The saved webhook secret cannot be read',
    );

    // Entered again, it is sealed with the key in force and works.
    const saved = (await (
      await admin.call('PUT', '/settings/mail', { ...server(), password: PASSWORD })
    ).json()) as MailServerAnswer;
    expect(saved.problem).toBeUndefined();
    expect(await (await admin.call('POST', '/settings/mail/test')).json()).toMatchObject({ sent: true });
  });
});
