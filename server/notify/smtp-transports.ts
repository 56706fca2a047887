import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSetup } from './outgoing-mail';

/**
 * The pooled connection to the mail server in force, made again (the old one closed) when the
 * settings changed, so a save takes effect at the next message.
 */
export class SmtpTransports {
  private made: { key: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | undefined;

  constructor(
    private readonly setup: () => SmtpSetup | undefined,
    private readonly timeoutMs: number,
  ) {}

  private options(setup: SmtpSetup, pool: boolean): SMTPTransport.Options {
    const timeouts = {
      connectionTimeout: this.timeoutMs,
      greetingTimeout: this.timeoutMs,
      socketTimeout: this.timeoutMs,
    };
    // One connection kept open for message after message: a new one per message costs more than the message.
    return { ...setup.options, ...timeouts, ...(pool && { pool: true }) } as SMTPTransport.Options;
  }

  /** The transport for the mail server in force, or undefined when none is set. */
  current(): Transporter<SMTPTransport.SentMessageInfo> | undefined {
    const setup = this.setup();
    if (!setup) {
      this.close();
      return undefined;
    }
    const key = JSON.stringify(setup.options);
    if (this.made?.key !== key) {
      this.close();
      this.made = { key, transport: nodemailer.createTransport(this.options(setup, true)) };
    }
    return this.made.transport;
  }

  /** One message over a connection of its own (not the pool's), so what it meets is the server's answer now. */
  async sendOnce(message: SendMailOptions) {
    const setup = this.setup();
    if (!setup) throw new Error('no mail server is set');
    const transport = nodemailer.createTransport(this.options(setup, false));
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
  }

  close() {
    this.made?.transport.close();
    this.made = undefined;
  }
}

/** A failed send in plain words for an admin, with the server's own line (or the error) as it came. */
export function explainSmtpFailure(error: unknown, target: string): { message: string; reply: string } {
  const { code, response, responseCode, message } = error as {
    code?: string;
    response?: string;
    responseCode?: number;
    message?: string;
  };
  const reply = response ?? message ?? String(error);
  const plain =
    code === 'EAUTH' || responseCode === 535
      ? 'The mail server refused the user name or password.'
      : code === 'ETLS' || /TLS|SSL|wrong version number/i.test(reply)
        ? 'A secure connection could not be made: check the port and the security choice (587 with STARTTLS, 465 with TLS).'
        : code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS'
          ? `The mail server at ${target} could not be reached: check its name and port.`
          : code === 'EENVELOPE'
            ? 'The mail server refused the sender or the recipient address.'
            : 'The mail server refused the message.';
  return { message: plain, reply };
}
