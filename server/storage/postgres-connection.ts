import { createRequire } from 'node:module';

/** What LISTEN hears: the channel, the payload, and the server process of the session that sent it. */
export interface Notification {
  relname: string;
  extra: string;
  be_pid: number;
}

/** The parts of pg-native's client the gateway uses, synchronous and not (the package ships no types). */
export interface NativeClient {
  connectSync(url: string): void;
  querySync(text: string, values?: unknown[]): Record<string, unknown>[];
  prepareSync(name: string, text: string, nParams: number): void;
  executeSync(name: string, values: unknown[]): Record<string, unknown>[];
  connect(url: string, done: (error?: Error) => void): void;
  query(text: string, done: (error?: Error) => void): void;
  on(event: 'notification', listener: (notification: Notification) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  end(): void;
  pq: { cmdTuples(): string; resultErrorFields(): { sqlState?: string } | undefined; finish(): void };
}

type TypeParser = (value: string) => unknown;

const NUMBER_TYPES = new Set([20, 21, 23, 700, 701, 1700]); // int8, int2, int4, float4, float8, numeric

/**
 * Opened only when `DATABASE_URL` names PostgreSQL: pg-native is an optional dependency (it compiles
 * against libpq), so a gateway on SQLite never loads it.
 */
export function nativeClient(): NativeClient {
  const require = createRequire(import.meta.url);
  let Client: new (config: object) => NativeClient;
  let types: { getTypeParser(oid: number, format?: string): TypeParser };
  try {
    Client = require('pg-native');
    types = require('pg-types');
  } catch (error) {
    throw new Error(
      'DATABASE_URL names PostgreSQL, but its driver (the optional package pg-native, built against libpq) is not installed. ' +
        'Install libpq-dev (apt-get install -y libpq-dev), then run npm ci again.',
      { cause: error },
    );
  }
  // Counts and keys are bigint in PostgreSQL; every value this schema keeps fits a double, as in SQLite.
  const getTypeParser = (oid: number, format?: string): TypeParser =>
    NUMBER_TYPES.has(oid) ? Number : types.getTypeParser(oid, format);
  return new Client({ types: { getTypeParser } });
}

/** Connections just closed, held until their native close has run (see `keepWhileFinishing`). */
const finishing = new Set<unknown>();

/**
 * libpq's binding closes its socket watcher when the event loop next turns; collected before then,
 * its native half would be freed under libuv (which aborts the process). Kept until then.
 */
export function keepWhileFinishing(client: NativeClient) {
  finishing.add(client.pq);
  setTimeout(() => finishing.delete(client.pq), 100).unref();
}

/** A PostgreSQL refusal, with its SQLSTATE (`23505`: a unique key taken) as `code`. */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Values as libpq takes them: text, with bytes in bytea's hex form. */
function parameter(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (typeof value === 'boolean') throw new TypeError('Store a flag as 0 or 1: SQLite has no boolean');
  return typeof value === 'string' ? value : String(value);
}

/** One prepared statement, with better-sqlite3's three ways of running it, and a way to let it go. */
export class PostgresStatement {
  constructor(
    private readonly connection: PostgresConnection,
    private readonly name: string,
  ) {}

  all(...values: unknown[]): Record<string, unknown>[] {
    return this.connection.execute(this.name, values).rows;
  }

  get(...values: unknown[]): Record<string, unknown> | undefined {
    return this.all(...values)[0];
  }

  run(...values: unknown[]): { changes: number; lastInsertRowid: number } {
    const { changes } = this.connection.execute(this.name, values);
    return {
      changes,
      get lastInsertRowid(): number {
        throw new Error('PostgreSQL has no last rowid: ask for the key with returning()');
      },
    };
  }

  /** Frees it on the server: its owner (TypedDb's cache) keeps only so many. */
  release() {
    this.connection.deallocate(this.name);
  }
}

/**
 * One synchronous connection to PostgreSQL (libpq through pg-native), with the surface of
 * better-sqlite3 that the storage layer uses: prepared statements, transactions as a function
 * (a savepoint inside another), `exec` for DDL. Synchronous on purpose: the owners' transactions are
 * plain functions that read and write in one step, on either engine, and no other request's
 * statements interleave with them; on loopback a statement takes 35–65 µs.
 */
export class PostgresConnection {
  readonly engine = 'postgres';
  private readonly client: NativeClient;
  private prepared = 0;
  private depth = 0;
  private closed = false;
  private pid: number | undefined;

  constructor(readonly url: string) {
    this.client = nativeClient();
    try {
      this.client.connectSync(url);
    } catch (error) {
      throw new Error(`Could not connect to PostgreSQL at ${redacted(url)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // Every session speaks UTC and the same text forms, whoever set up the server.
    this.client.querySync("SET TIME ZONE 'UTC'; SET standard_conforming_strings = on");
  }

  private refusal(error: unknown): Error {
    const code = this.client.pq.resultErrorFields()?.sqlState;
    return code ? new PostgresError((error as Error).message, code) : (error as Error);
  }

  /** Runs a prepared statement: its rows, and how many rows it changed. */
  execute(name: string, values: unknown[]): { rows: Record<string, unknown>[]; changes: number } {
    try {
      const rows = this.client.executeSync(name, values.map(parameter));
      return { rows, changes: Number(this.client.pq.cmdTuples()) || 0 };
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** A new statement on the server; the caller keeps it as long as it needs it (`release`). */
  prepare(sql: string): PostgresStatement {
    const name = `s${++this.prepared}`;
    try {
      this.client.prepareSync(name, sql, 0);
    } catch (error) {
      throw this.refusal(error);
    }
    return new PostgresStatement(this, name);
  }

  deallocate(name: string) {
    // Best effort: inside a transaction that already failed the server refuses it, and a statement
    // left prepared costs only its plan, until the connection closes.
    try {
      this.client.querySync(`DEALLOCATE ${name}`);
    } catch {
      // Left prepared.
    }
  }

  /** Statements without values, one or several (DDL, a migration). */
  exec(sql: string): void {
    try {
      this.client.querySync(sql);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** Inside a transaction, waits for and holds `name`'s advisory lock, for every gateway on the database, until it ends. */
  lockFor(name: string) {
    try {
      this.client.querySync('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** Tells every session LISTENing on `channel` in this database; inside a transaction, when it commits. */
  notify(channel: string, payload: string) {
    try {
      this.client.querySync('SELECT pg_notify($1, $2)', [channel, payload]);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** This session's server process, which a listener sees as the sender of its notifications. */
  get backendPid(): number {
    return (this.pid ??= Number(this.client.querySync('SELECT pg_backend_pid() AS pid')[0]!.pid));
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  /**
   * Runs `work` in one transaction (a savepoint inside another): all of its writes commit, or none.
   * `immediate` takes one advisory lock for the cluster first, as SQLite's write lock does for a
   * data folder: a check and the write it decides are one step for every gateway.
   */
  transaction<T>(work: () => T, { immediate = false } = {}): T {
    const outer = this.depth === 0;
    const savepoint = `sp${this.depth}`;
    this.exec(outer ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
    this.depth++;
    let result: T;
    try {
      if (immediate && outer) this.lockFor('write');
      result = work();
      if (result instanceof Promise)
        throw new TypeError('A transaction runs synchronously: its work returned a promise');
    } catch (error) {
      this.depth--;
      this.rollBack(outer ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`);
      throw error;
    }
    this.depth--;
    this.exec(outer ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`);
    return result;
  }

  private rollBack(statement: string) {
    try {
      this.exec(statement);
    } catch {
      // The connection is gone, and the server has rolled the transaction back with it.
    }
  }

  /**
   * Runs `work`, which awaits, in one transaction: for a connection nothing else uses meanwhile (a
   * command's own, as migrate-data's), since every statement on it joins the transaction until
   * `work` ends. Transactions inside it are savepoints, as in `transaction`.
   */
  async transactionAcross<T>(work: () => Promise<T>): Promise<T> {
    if (this.depth > 0) throw new Error('transactionAcross starts a transaction; it cannot be inside one');
    this.exec('BEGIN');
    this.depth++;
    let result: T;
    try {
      result = await work();
    } catch (error) {
      this.depth--;
      this.rollBack('ROLLBACK');
      throw error;
    }
    this.depth--;
    this.exec('COMMIT');
    return result;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.client.pq.finish();
    keepWhileFinishing(this.client);
  }
}

/** The URL without its password, for messages. */
export const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
