import { afterAll, beforeAll } from 'vitest';
import { startGateway, type RunningGateway } from '../../../scripts/gateway-process.mjs';
import { startSmtpSink, type SmtpSink } from '../../../server/testing/smtp-sink';

/**
 * A gateway process of the calling test file's own whose e-mails reach a real SMTP server in the
 * test, both started before its tests and stopped after them; read `gateway` and `sink` inside tests.
 */
export function mailingGateway(): { gateway: RunningGateway; sink: SmtpSink } {
  const rig = {} as { gateway: RunningGateway; sink: SmtpSink };
  beforeAll(async () => {
    rig.sink = await startSmtpSink();
    rig.gateway = await startGateway({ SMTP_URL: rig.sink.url, NOTIFY_RETRY_BASE_MS: '100' });
  });
  afterAll(async () => {
    await rig.gateway?.stop();
    await rig.sink?.close();
  });
  return rig;
}
