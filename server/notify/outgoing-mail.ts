import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type {
  MailServerAnswer,
  MailServerInput,
  SettingSource,
  WebhookAnswer,
  WebhookInput,
} from '../../schemas/mail-settings';
import type { Config } from '../config';
import type { Db } from '../storage/db';
import { engineOf } from '../storage/db';
import { SecretKeyError, type SecretBox } from '../settings/secret-box';
import { SettingsStore, type Settings } from '../settings/settings-store';
import { typedDb } from '../storage/typed-db';

const PASSWORD = 'mail_server.password';
const SECRET = 'notify_webhook.secret';

/** The mail server in force: nodemailer's options and where it is, for the page and the log. */
export interface SmtpSetup {
  options: SMTPTransport.Options;
  target: string;
}

function fromEnvironment(config: Config): SmtpSetup | undefined {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    return { options: { url: config.SMTP_URL }, target: `${url.protocol}//${url.host}` };
  }
  if (!config.SMTP_HOST) return undefined;
  const port = config.SMTP_PORT ?? 587;
  return {
    options: {
      host: config.SMTP_HOST,
      port,
      secure: config.SMTP_SECURE ?? port === 465,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
    },
    target: `smtp://${config.SMTP_HOST}:${port}`,
  };
}

/**
 * Outgoing mail and the notification webhook: the environment's (SMTP_URL or SMTP_HOST,
 * NOTIFY_WEBHOOK_URL) when set, else what an admin saved in the back office, read from the
 * settings at each use, so a save reaches the next message on every gateway without a restart.
 * Passwords and secrets are kept sealed and opened only to send.
 */
export class OutgoingMail {
  private readonly store: SettingsStore;

  constructor(
    private readonly config: Config,
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {
    this.store = new SettingsStore(db);
  }

  /**
   * Stops the start of a gateway on PostgreSQL that would seal with a key of its own: the others
   * could not open what it saves, nor it theirs. Only once a secret is stored, so nothing changes
   * for a company that sets mail in the environment.
   */
  checkKeyShared() {
    if (engineOf(this.db) !== 'postgres' || this.config.SETTINGS_KEY) return;
    if (this.store.get('mail_server')?.sealedPassword || this.store.get('notify_webhook'))
      throw new Error(
        'A mail password or webhook secret is saved in the database: set SETTINGS_KEY (the same on every gateway) to read it.',
      );
  }

  /** Whether admins may save secrets here: on PostgreSQL only with SETTINGS_KEY, which every gateway shares. */
  private sealProblem(): string | undefined {
    return engineOf(this.db) === 'postgres' && !this.config.SETTINGS_KEY
      ? 'Passwords can be saved only once SETTINGS_KEY is set in every gateway’s environment (the same on each).'
      : undefined;
  }

  mailSource(): SettingSource {
    if (this.config.SMTP_URL || this.config.SMTP_HOST) return 'environment';
    return this.store.get('mail_server') ? 'settings' : 'none';
  }

  /** Whether e-mail leaves for a mail server now (else it is saved to disk). */
  sends = () => this.mailSource() !== 'none';

  /** The mail server in force, undefined for none; throws SecretKeyError when its password cannot be opened. */
  smtp(): SmtpSetup | undefined {
    const environment = fromEnvironment(this.config);
    if (environment) return environment;
    const stored = this.store.get('mail_server');
    if (!stored) return undefined;
    const pass = stored.sealedPassword ? this.box.open(stored.sealedPassword, PASSWORD) : undefined;
    const security = {
      none: { secure: false, ignoreTLS: true },
      starttls: { secure: false, requireTLS: true },
      tls: { secure: true },
    }[stored.security];
    return {
      options: {
        host: stored.host,
        port: stored.port,
        ...security,
        auth: stored.user ? { user: stored.user, pass } : undefined,
      },
      target: `smtp://${stored.host}:${stored.port}`,
    };
  }

  /** The sender an admin set, while their server is the one in force. */
  sender(): string | undefined {
    return this.mailSource() === 'settings' ? this.store.get('mail_server')?.from : undefined;
  }

  /** Why a sealed value cannot be opened, in an admin's words; undefined when it opens (or there is none). */
  private unreadable(sealed: string | undefined, purpose: string, what: string): string | undefined {
    try {
      if (sealed) this.box.open(sealed, purpose);
      return undefined;
    } catch (error) {
      if (!(error instanceof SecretKeyError)) throw error;
      return `The saved ${what} cannot be read: ${error.message}. Enter it again and save.`;
    }
  }

  mailAnswer(): MailServerAnswer {
    const source = this.mailSource();
    const { sealedPassword, ...server } = this.store.get('mail_server') ?? {};
    const problem = this.unreadable(sealedPassword, PASSWORD, 'mail password');
    return {
      source,
      server: 'host' in server ? { ...server, passwordSet: Boolean(sealedPassword) } : null,
      ...(source === 'environment' && { environmentTarget: fromEnvironment(this.config)!.target }),
      ...(problem && { problem }),
    };
  }

  /** Writes (or with `undefined` removes) a setting in one transaction with what `alongside` writes (the audit entry). */
  private write<K extends 'mail_server' | 'notify_webhook'>(
    key: K,
    value: Settings[K] | undefined,
    alongside: () => void,
  ) {
    typedDb(this.db).transaction(() => {
      if (value) this.store.set(key, value);
      else this.store.delete(key);
      alongside();
    });
  }

  /**
   * Stores the server (checked by the caller); no password keeps the stored one. Answers a
   * message instead when it cannot be stored.
   */
  saveMail(input: MailServerInput, alongside: () => void): string | undefined {
    const { password, ...server } = input;
    if (password && this.sealProblem()) return this.sealProblem();
    const sealedPassword = password ? this.box.seal(password, PASSWORD) : this.store.get('mail_server')?.sealedPassword;
    this.write('mail_server', { ...server, ...(sealedPassword && { sealedPassword }) }, alongside);
    return undefined;
  }

  clearMail(alongside: () => void) {
    this.write('mail_server', undefined, alongside);
  }

  /** The webhook in force, undefined for none; throws SecretKeyError when its secret cannot be opened. */
  webhook(): { url: string; secret: string } | undefined {
    if (this.config.NOTIFY_WEBHOOK_URL)
      return { url: this.config.NOTIFY_WEBHOOK_URL, secret: this.config.NOTIFY_WEBHOOK_SECRET! };
    const stored = this.store.get('notify_webhook');
    return stored && { url: stored.url, secret: this.box.open(stored.sealedSecret, SECRET) };
  }

  webhookUrl = (): string | undefined => this.config.NOTIFY_WEBHOOK_URL ?? this.store.get('notify_webhook')?.url;

  webhookAnswer(): WebhookAnswer {
    const stored = this.store.get('notify_webhook');
    const problem = this.unreadable(stored?.sealedSecret, SECRET, 'webhook secret');
    return {
      source: this.config.NOTIFY_WEBHOOK_URL ? 'environment' : stored ? 'settings' : 'none',
      webhook: stored ? { url: stored.url, secretSet: true } : null,
      ...(problem && { problem }),
    };
  }

  /** Stores the webhook; a first one needs its secret. Answers a message instead when it cannot be stored. */
  saveWebhook(input: WebhookInput, alongside: () => void): string | undefined {
    const kept = this.store.get('notify_webhook');
    if (!input.secret && !kept) return 'Secret: required (at least 16 characters), to sign each call';
    if (input.secret && this.sealProblem()) return this.sealProblem();
    const sealedSecret = input.secret ? this.box.seal(input.secret, SECRET) : kept!.sealedSecret;
    this.write('notify_webhook', { url: input.url, sealedSecret }, alongside);
    return undefined;
  }

  clearWebhook(alongside: () => void) {
    this.write('notify_webhook', undefined, alongside);
  }
}
