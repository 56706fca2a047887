import { keepWhileFinishing, nativeClient, type NativeClient } from './postgres-connection';

/** How long a listener whose connection failed waits before it connects again. */
const RECONNECT_MS = 500;

export interface ListenerHandlers {
  /** A notification on the channel: its payload, and the server process of the session that sent it. */
  heard(payload: string, senderPid: number): void;
  /** Listening again after a lost connection: what was sent meanwhile was not heard. */
  resumed(): void;
}

/**
 * LISTENs on one channel of the database on a connection of its own, asynchronous (libpq's
 * socket in the event loop), apart from the synchronous connection the gateway's statements run on.
 * A connection that drops or fails is replaced, every `RECONNECT_MS`, until it listens again.
 */
export class PostgresListener {
  private client: NativeClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private connecting = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
    this.listen(false);
  }

  private listen(again: boolean) {
    const client = nativeClient();
    this.client = client;
    this.connecting = true;
    const failed = () => {
      if (this.client !== client) return;
      this.drop(client);
      if (!this.closed) this.retry = setTimeout(() => this.listen(true), RECONNECT_MS).unref();
    };
    client.on('error', failed);
    // Closed meanwhile, it is let go here: libpq must not be finished while it connects.
    client.connect(this.url, (error) => {
      this.connecting = false;
      if (error || this.closed) return failed();
      client.query(`LISTEN ${this.channel}`, (error) => {
        if (error) return failed();
        client.on('notification', ({ relname, extra, be_pid }) => {
          if (relname === this.channel) this.handlers.heard(extra, be_pid);
        });
        if (again) this.handlers.resumed();
      });
    });
  }

  private drop(client: NativeClient) {
    if (this.client === client) this.client = undefined;
    client.end();
    keepWhileFinishing(client);
  }

  close() {
    this.closed = true;
    clearTimeout(this.retry);
    if (this.client && !this.connecting) this.drop(this.client);
  }
}
