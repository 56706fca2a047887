import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type Dialect,
  type RawBuilder,
} from 'kysely';
import { engineOf, isSqlite, type Db, type Engine } from './db';
import type { Database } from './database';

/**
 * Kysely as the query builder only (its documented "cold" instance: an engine's compiler, a driver
 * that runs nothing). Queries are built typed against `Database`, compiled for the connection's
 * engine, and run synchronously below, so they take part in the connection's synchronous transactions.
 */
const coldBuilder = (dialect: Pick<Dialect, 'createAdapter' | 'createIntrospector' | 'createQueryCompiler'>) =>
  new Kysely<Database>({ dialect: { ...dialect, createDriver: () => new DummyDriver() } });

const builders: Record<Engine, Kysely<Database>> = {
  sqlite: coldBuilder({
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
  postgres: coldBuilder({
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }),
};

export type QueryBuilder = Kysely<Database>;

/** A statement as both engines' drivers run it. */
interface Statement {
  all(...values: unknown[]): unknown[];
  get(...values: unknown[]): unknown;
  run(...values: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  /** PostgreSQL's: frees the statement on the server (better-sqlite3's go with their object). */
  release?(): void;
}
/** A query built with Kysely's builder, or a whole statement written with its `sql` template. */
export type Query<O> = Compilable<O> | RawBuilder<O>;

/** Stands for a named value of a `TypedDb.statement` while it is compiled. */
class Param {
  constructor(readonly name: string) {}
}

/** A statement compiled once, its values bound from `args` at each run (see `TypedDb.statement`). */
export class TypedStatement<A, O> {
  constructor(
    private readonly statement: Statement,
    private readonly parameters: readonly unknown[],
  ) {}

  private values(args: A) {
    return this.parameters.map((value) =>
      value instanceof Param ? (args as Record<string, unknown>)[value.name] : value,
    );
  }

  /** Every row the query answers. */
  all(args: A): O[] {
    return this.statement.all(...this.values(args)) as O[];
  }

  /** The query's first row, undefined when it answers none. */
  first(args: A): O | undefined {
    return this.statement.get(...this.values(args)) as O | undefined;
  }

  /**
   * Runs a statement that answers no rows: how many rows it changed, and the rowid it inserted last
   * (SQLite only: on PostgreSQL reading it throws; ask for the key with `returning`).
   */
  run(args: A): { changes: number; lastInsertRowid: number } {
    const result = this.statement.run(...this.values(args));
    return {
      changes: result.changes,
      get lastInsertRowid() {
        return Number(result.lastInsertRowid);
      },
    };
  }
}

/** Prepared statements kept per connection; past this many distinct texts the oldest are let go. */
const MAX_STATEMENTS = 500;

/**
 * Runs typed queries on one better-sqlite3 connection. `all`, `first` and `run` build and compile
 * their query at each call (for queries whose shape varies: filters, lists, sort orders); each SQL
 * text is prepared once, since values are always parameters. `statement` compiles a fixed query
 * once, for the busy paths where building it each time would cost more than running it.
 */
export class TypedDb {
  private readonly statements = new Map<string, Statement>();
  /** The engine the queries are compiled for: an owner answers an engine's own SQL (full-text search, JSON) by it. */
  readonly engine: Engine;
  private readonly builder: QueryBuilder;

  constructor(private readonly driver: Db) {
    this.engine = engineOf(driver);
    this.builder = builders[this.engine];
  }

  private compile<O>(query: Query<O>) {
    return 'isRawBuilder' in query ? query.compile(this.builder) : query.compile();
  }

  private prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.driver.prepare(sql) as Statement;
      if (this.statements.size >= MAX_STATEMENTS) {
        const [oldest, evicted] = this.statements.entries().next().value!;
        this.statements.delete(oldest);
        evicted.release?.();
      }
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * A fixed query compiled once: `build` names its values as properties of `args` and passes them
   * through untouched (`where('key', '=', args.key)`); a value it computes from them (a condition, a
   * conversion) cannot be compiled ahead and is refused here. Lists (`in`) need `all`/`first`/`run`.
   */
  statement<A extends object, O>(build: (db: QueryBuilder, args: A) => Query<O>): TypedStatement<A, O> {
    const read = new Set<string>();
    const args = new Proxy({} as A, {
      get: (_, name) => {
        read.add(String(name));
        return new Param(String(name));
      },
      ownKeys: () => {
        throw new Error('A statement names each of its values (`values({ key: args.key })`, not `values(args)`)');
      },
    });
    const { sql, parameters } = this.compile(build(this.builder, args));
    const bound = new Set(parameters.flatMap((value) => (value instanceof Param ? [value.name] : [])));
    const computed = [...read].filter((name) => !bound.has(name));
    if (computed.length)
      throw new Error(`A statement's values are bound as they are; computed from: ${computed.join(', ')}`);
    // Its owner keeps it for the connection's life: prepared apart from the cache, which lets go of
    // its oldest (on PostgreSQL, on the server too).
    return new TypedStatement(this.driver.prepare(sql) as Statement, parameters);
  }

  private once<O>(build: (db: QueryBuilder) => Query<O>): TypedStatement<void, O> {
    const { sql, parameters } = this.compile(build(this.builder));
    return new TypedStatement(this.prepared(sql), parameters);
  }

  /** Every row the query answers. */
  all<O>(build: (db: QueryBuilder) => Query<O>): O[] {
    return this.once(build).all();
  }

  /** The query's first row, undefined when it answers none. */
  first<O>(build: (db: QueryBuilder) => Query<O>): O | undefined {
    return this.once(build).first();
  }

  /** Runs a statement that answers no rows: how many rows it changed, and the rowid it inserted last. */
  run(build: (db: QueryBuilder) => Query<unknown>) {
    return this.once(build).run();
  }

  /**
   * Runs `work` in one transaction (a savepoint inside another): all of its writes commit, or none.
   * `immediate` takes the write lock before `work` reads, so a check and the write it decides (seed
   * once) are one step for every process on the data folder.
   */
  transaction<T>(work: () => T, { immediate = false } = {}): T {
    if (!isSqlite(this.driver)) return this.driver.transaction(work, { immediate });
    const transaction = this.driver.transaction(work);
    return immediate ? transaction.immediate() : transaction();
  }

  /**
   * Inside a transaction, waits for and holds `name`'s lock until it ends: a check and the write it
   * decides (is the slot free? then take it) run one at a time across every gateway. SQLite needs
   * nothing: one write transaction runs at a time on its file, and a reader that lost the race
   * cannot write (SQLITE_BUSY). PostgreSQL: a transaction-scoped advisory lock.
   */
  lockFor(name: string) {
    if (!isSqlite(this.driver)) this.driver.lockFor(name);
  }

  get inTransaction(): boolean {
    return this.driver.inTransaction;
  }
}

const executors = new WeakMap<Db, TypedDb>();

/** The connection's one executor, so every owner on it shares the prepared statements. */
export function typedDb(db: Db): TypedDb {
  let typed = executors.get(db);
  if (!typed) {
    typed = new TypedDb(db);
    executors.set(db, typed);
  }
  return typed;
}
