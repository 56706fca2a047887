import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** What the sink answers to the next message: accept, 451 (try later), 550 (refused for good) or hold. */
export type SinkMode = 'accept' | 'tempfail' | 'permfail' | 'hold';

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  mode: SinkMode;
  /** Messages answered with an error so far. */
  refusals: number;
  /** Resolves when a message arrives while the sink holds it (mode 'hold'). */
  held: Promise<void>;
  /** Stops listening: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that parses everything it accepts with mailparser. */
export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  let heldSignal: () => void = () => {};
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received: [],
    mode: 'accept',
    refusals: 0,
    held: Promise.resolve(),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: () => listen(sink.port),
    close: () => sink.stop(),
  };
  sink.held = new Promise<void>((resolve) => (heldSignal = resolve));

  function listen(port: number) {
    server = new SMTPServer({
      authOptional: true,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          if (sink.mode === 'hold') {
            heldSignal();
            return; // never answers: the client waits until it is killed
          }
          if (sink.mode !== 'accept') {
            sink.refusals += 1;
            const [code, text] =
              sink.mode === 'tempfail'
                ? [451, 'Mailbox busy, try again later']
                : [550, 'Mailbox unavailable: no such user here'];
            return callback(Object.assign(new Error(text), { responseCode: code }));
          }
          sink.received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            parsed: await simpleParser(raw),
          });
          callback();
        });
      },
    });
    server.on('error', () => {});
    return new Promise<void>((resolve) =>
      server!.listen(port, '127.0.0.1', () => {
        sink.port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
        sink.url = `smtp://127.0.0.1:${sink.port}`;
        resolve();
      }),
    );
  }
  await listen(0);
  return sink;
}
