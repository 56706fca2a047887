import { createHmac } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { NotificationChannel } from '../../schemas/staff-api';
import type { Config } from '../config';
import type { FileStore } from '../files/file-store';
import type { JobRunner } from '../jobs/job-runner';
import { mediaFileName } from '../content/media/media-store';
import { backoffMs } from '../mirror/forwarder';
import { SecretKeyError } from '../settings/secret-box';
import { composeMail } from './messages/compose-mail';
import type { OutgoingMail } from './outgoing-mail';
import { SmtpTransports } from './smtp-transports';
import {
  NOT_BUILT,
  sendKind,
  type EmailPayload,
  type Notification,
  type NotificationQueue,
  type SendJob,
  type WebhookPayload,
} from './notification-queue';

/** A refusal worth retrying (connection trouble, 4xx) or not (5xx): `permanent` decides. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Deliveries {
  /** Where e-mail goes, for the log: "smtp://host:port" or the .eml folder. */
  mailTarget: string;
  /** Answers 'disk' when an e-mail was only written to the .eml folder (no mail server set). */
  send(notification: Notification): Promise<'disk' | void>;
  /** An e-mail sent at once and never stored (a sign-in code); `name` names its .eml without SMTP. */
  sendNow(name: string, payload: EmailPayload): Promise<void>;
  /** An e-mail over a connection of its own to the mail server in force; rejects with the server's error as it came. */
  sendTest(payload: EmailPayload): Promise<void>;
  close(): void;
}

export const SIGNATURE_HEADER = 'X-Notify-Signature';
export const TIMESTAMP_HEADER = 'X-Notify-Timestamp';

/**
 * `sha256=` and the hex HMAC-SHA256, with the shared secret, of `<timestamp>.<exact body>`: the
 * timestamp (Unix seconds, sent in X-Notify-Timestamp) is signed too, so a receiver that refuses
 * one more than 5 minutes off its clock cannot be fed a captured call again later.
 */
export const webhookSignature = (timestamp: string, body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The bytes of one of the site's `/images/…` files (the media pipeline's), or undefined when it has none. */
export type ImageReader = (image: string) => Promise<Buffer | undefined>;

/**
 * The nodemailer message for a queued e-mail: never reads a file or URL, whatever it holds; an
 * inline image's bytes come from `readImage` only (an image gone meanwhile is left out).
 */
export async function mailOptions(payload: EmailPayload, readImage: ImageReader = async () => undefined) {
  const date = new Date(payload.date);
  const { inlineImages, invitation, unsubscribe, ...mail } = composeMail(payload.mail, date, payload.company);
  const attachments = [];
  // Twice, as calendar apps look for it: the message's calendar part (Outlook, Gmail's RSVP buttons)
  // and a file (the rest). nodemailer's own icalEvent would type the file application/ics.
  const calendarType = invitation && `text/calendar; charset=utf-8; method=${invitation.method}`;
  if (invitation)
    attachments.push({ filename: invitation.filename, content: invitation.content, contentType: calendarType });
  for (const { cid, filename, image } of inlineImages ?? []) {
    const content = await readImage(image);
    if (content)
      attachments.push({ cid, filename, content, contentType: image.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  }
  return {
    from: payload.from,
    to: payload.to,
    messageId: payload.messageId,
    date,
    ...mail,
    ...(invitation && { alternatives: [{ contentType: calendarType, content: invitation.content }] }),
    ...(attachments.length > 0 && { attachments }),
    // Sent by the system, not a person: no out-of-office answers to it (RFC 3834).
    headers: {
      'Auto-Submitted': 'auto-generated',
      // A follower's message: one List-Unsubscribe with both ways, and the one-click POST (RFC 2369, RFC 8058).
      ...(unsubscribe && {
        'List-Unsubscribe': [unsubscribe.url, unsubscribe.mailto]
          .flatMap((address) => (address ? [`<${address}>`] : []))
          .join(', '),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The whole RFC 822 message, as the mail server receives it (MIME boundaries aside). */
export const rawMessage = async (payload: EmailPayload, readImage?: ImageReader): Promise<Buffer> =>
  new MailComposer(await mailOptions(payload, readImage)).compile().build();

export const mailFolder = (dataDir: string) => join(dataDir, 'mail');
/** A queued message's name in the mail folder when no SMTP is configured. */
export const mailFileName = (id: number) => `${String(id).padStart(6, '0')}.eml`;

/** A mail server's answer: 5xx refuses for good, anything else (4xx, no answer) may pass later. */
function mailError(error: unknown): DeliveryError {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return new DeliveryError(response ?? message ?? String(error), permanent);
}

/** A message that cannot be built (its data is beyond what the composer handles) fails the same way every time: refused for good, never retried. */
const notBuilt = (error: unknown) =>
  new DeliveryError(`${NOT_BUILT}: ${error instanceof Error ? error.message : String(error)}`, true);

async function postWebhook(url: string, secret: string, payload: WebhookPayload, timeoutMs: number) {
  let response: Response;
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: webhookSignature(timestamp, payload.body, secret),
      },
      body: payload.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(error instanceof Error ? error.message : String(error), false);
  }
  const answer = (await response.text().catch(() => '')).slice(0, 500);
  if (response.ok) return;
  const retry = response.status === 408 || response.status === 429 || response.status >= 500;
  throw new DeliveryError(`HTTP ${response.status}${answer ? `: ${answer}` : ''}`, !retry);
}

/** A stored password or secret that cannot be opened: tried again later, when an admin may have entered it again. */
function opened<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SecretKeyError) throw new DeliveryError(`saved password unreadable: ${error.message}`, false);
    throw error;
  }
}

/**
 * E-mail over SMTP when a mail server is set (environment or back office, as `outgoing` says at
 * each message), else each message written as an .eml file into `mailFiles`, DATA_DIR/mail (what
 * would have gone out, for a newcomer to read); webhooks over HTTPS.
 */
export function createDeliveries(
  config: Config,
  { mailFiles, media, outgoing }: { mailFiles: FileStore; media: FileStore; outgoing: OutgoingMail },
): Deliveries {
  const transports = new SmtpTransports(() => outgoing.smtp(), config.NOTIFY_TIMEOUT_MS);
  const folder = mailFolder(config.DATA_DIR);
  // An e-mail's inline image (a payment QR code) is one of the media pipeline's files, by its exact name only.
  const readImage: ImageReader = async (image) => {
    const name = image.replace(/^\/images\//, '');
    const stored = mediaFileName.test(name) ? await media.read(name).catch(() => undefined) : undefined;
    return stored && buffer(stored).catch(() => undefined);
  };
  const sendMail = async (fileName: string, payload: EmailPayload): Promise<'disk' | void> => {
    const smtp = opened(() => transports.current());
    if (smtp) {
      let options: Awaited<ReturnType<typeof mailOptions>>;
      try {
        options = await mailOptions(payload, readImage);
      } catch (error) {
        throw notBuilt(error);
      }
      await smtp.sendMail(options).catch((error: unknown) => {
        throw mailError(error);
      });
      return;
    }
    const message = await rawMessage(payload, readImage).catch((error: unknown) => {
      throw notBuilt(error);
    });
    await mailFiles.put(fileName, message);
    return 'disk';
  };
  return {
    get mailTarget() {
      try {
        return outgoing.smtp()?.target ?? `${folder} (.eml files; no SMTP configured)`;
      } catch {
        return 'a mail server whose saved password cannot be read';
      }
    },
    async send(notification) {
      if (notification.channel === 'email')
        return sendMail(mailFileName(notification.id), notification.payload as EmailPayload);
      const webhook = opened(() => outgoing.webhook());
      if (!webhook) throw new DeliveryError('no webhook is configured any more', true);
      return postWebhook(
        webhook.url,
        webhook.secret,
        notification.payload as WebhookPayload,
        config.NOTIFY_WEBHOOK_TIMEOUT_MS,
      );
    },
    async sendNow(name, payload) {
      await sendMail(`${name}.eml`, payload);
    },
    async sendTest(payload) {
      await transports.sendOnce(await mailOptions(payload, readImage));
    },
    close: () => transports.close(),
  };
}

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * Each channel is a lane of the job runner with its own time-out (NOTIFY_TIMEOUT_MS,
 * NOTIFY_WEBHOOK_TIMEOUT_MS), so a slow webhook never holds an e-mail: e-mail one at a time over
 * the pooled connection (so a visitor's messages keep their order), webhooks two at a time.
 */
const laneConcurrency: Record<NotificationChannel, number> = { email: 1, webhook: 2 };
/** A gateway killed mid-send leaves that message to another (or the restarted one) this soon; renewed while a send takes longer. */
const SEND_LEASE_MS = 10_000;
// While the gateway is busy serving (over BUSY_REQUESTS_PER_SEC requests a second since the last
// message), mail waits its turn: one message per BUSY_PAUSE_MS. Visitors come first; the queue
// catches up as soon as the rush ends.
const BUSY_REQUESTS_PER_SEC = 100;
const BUSY_PAUSE_MS = 250;

/**
 * Sends notifications as jobs of the job runner: one job is one attempt at one notification, run
 * under the runner's lease, so however many gateways share the data each attempt is made once. A
 * row leaves `queued` only after the server accepted it, so a crash mid-send sends that one again
 * once the lease ends (at least once).
 */
export class NotificationSender {
  private requests = 0;
  private lastCheck = { at: Date.now(), requests: 0 };

  constructor(
    private readonly queue: NotificationQueue,
    private readonly deliveries: Deliveries,
    private readonly options: SenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One job kind per channel, each its own lane. */
  define(jobs: JobRunner) {
    for (const [channel, concurrency] of Object.entries(laneConcurrency))
      jobs.define<SendJob>(sendKind(channel as NotificationChannel), (job) => this.attempt(job), {
        concurrency,
        leaseMs: SEND_LEASE_MS,
      });
  }

  /** Counts the gateway's requests, to tell a rush from ordinary traffic. */
  sawRequest = () => {
    this.requests += 1;
  };

  private async yieldToVisitors() {
    const now = { at: Date.now(), requests: this.requests };
    const perSecond = ((now.requests - this.lastCheck.requests) * 1000) / Math.max(1, now.at - this.lastCheck.at);
    this.lastCheck = now;
    if (perSecond > BUSY_REQUESTS_PER_SEC) await pause(BUSY_PAUSE_MS);
  }

  private async attempt({ id, job }: SendJob) {
    const next = this.queue.waiting(id, job);
    // Sent, refused or resent since this job was queued: nothing for it to do.
    if (!next) return;
    await this.yieldToVisitors();
    let savedToDisk: boolean;
    try {
      savedToDisk = (await this.deliveries.send(next)) === 'disk';
    } catch (error) {
      const refusal =
        error instanceof DeliveryError ? error : new DeliveryError(String((error as Error)?.message ?? error), false);
      if (refusal.permanent) {
        this.queue.markFailed(id, refusal.message, job);
        this.log.warn({ notification: id, kind: next.kind }, 'notification refused for good');
      } else {
        const wait = backoffMs(next.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
        this.queue.markRetry(id, Date.now() + wait, refusal.message, job);
      }
      return;
    }
    this.queue.markSent(id, savedToDisk, job);
  }
}
