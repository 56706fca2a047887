import { sql, type RawBuilder } from 'kysely';
import { postgresBaseline } from '../migrations/postgres-baseline';
import type { PostgresConnection } from '../storage/postgres-connection';
import { typedDb } from '../storage/typed-db';
import { upgradePostgres } from '../upgrades/postgres-schema';

interface CodeObject {
  name: string;
  definition: string;
}

/** A schema of the database's own, not the system's (pg_catalog, information_schema, pg_toast …). */
const ownSchema = (column: string) =>
  sql`${sql.ref(column)} NOT IN ('pg_catalog', 'information_schema') AND ${sql.ref(column)} NOT LIKE 'pg\\_%'`;

/**
 * What runs code or stands in for a table, as PostgreSQL reconstructs its definition: functions,
 * triggers, views, rules, row policies, event triggers, and the schemas that hold them.
 */
const codeObjects = (connection: PostgresConnection): CodeObject[] =>
  typedDb(connection).all(
    () => sql<CodeObject>`
      SELECT 'function ' || p.oid::regprocedure::text AS name,
        CASE WHEN p.prokind IN ('f', 'p') THEN pg_get_functiondef(p.oid) ELSE p.prokind::text END AS definition
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${ownSchema('n.nspname')}
      UNION ALL
      SELECT 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid)
        FROM pg_trigger t WHERE NOT t.tgisinternal
      UNION ALL
      SELECT 'view ' || c.oid::regclass::text, pg_get_viewdef(c.oid)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('v', 'm') AND ${ownSchema('n.nspname')}
      UNION ALL
      SELECT 'rule ' || r.rulename || ' on ' || r.ev_class::regclass::text, pg_get_ruledef(r.oid)
        FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE r.rulename <> '_RETURN' AND ${ownSchema('n.nspname')}
      UNION ALL
      SELECT 'policy ' || p.polname || ' on ' || p.polrelid::regclass::text, coalesce(pg_get_expr(p.polqual, p.polrelid), '')
        FROM pg_policy p
      UNION ALL
      SELECT 'event trigger ' || e.evtname, e.evtfoid::regproc::text FROM pg_event_trigger e
      UNION ALL
      SELECT 'schema ' || n.nspname, '' FROM pg_namespace n WHERE ${ownSchema('n.nspname')}
      ORDER BY name`,
  );

/** Thrown to roll a transaction back once it has answered. */
class Answered extends Error {}

/**
 * The code objects a database at schema `version` holds, as this build makes them: made in the
 * (empty) database at `connection` inside a transaction that is rolled back.
 */
export function codeObjectsAt(connection: PostgresConnection, version: number): Map<string, string> {
  let objects: CodeObject[] = [];
  try {
    connection.transaction(() => {
      upgradePostgres(connection, Math.max(version, postgresBaseline.version));
      objects = codeObjects(connection);
      throw new Answered();
    });
  } catch (error) {
    if (!(error instanceof Answered)) throw error;
  }
  return new Map(objects.map((object) => [object.name, object.definition]));
}

/**
 * The code objects of a restored database that this build does not make word for word (`own`,
 * from `codeObjectsAt`): a crafted dump's function or trigger would otherwise run inside every
 * write of the restored gateway.
 */
export const foreignCodeObjects = (connection: PostgresConnection, own: Map<string, string>): string[] =>
  codeObjects(connection)
    .filter((object) => own.get(object.name) !== object.definition)
    .map((object) => object.name);

/** Drops everything a refused restore made, leaving the database as empty as it was. */
export function emptyDatabase(connection: PostgresConnection) {
  const typed = typedDb(connection);
  connection.transaction(() => {
    const names = (query: RawBuilder<{ name: string }>) => typed.all(() => query).map((row) => row.name);
    for (const schema of names(
      sql`SELECT quote_ident(nspname) AS name FROM pg_namespace n
        WHERE ${ownSchema('n.nspname')} AND nspname <> current_schema()`,
    ))
      connection.exec(`DROP SCHEMA ${schema} CASCADE`);
    const own = sql`current_schema()::regnamespace`;
    const kinds: [string, RawBuilder<{ name: string }>][] = [
      ['VIEW', sql`SELECT oid::regclass::text AS name FROM pg_class WHERE relnamespace = ${own} AND relkind = 'v'`],
      [
        'MATERIALIZED VIEW',
        sql`SELECT oid::regclass::text AS name FROM pg_class WHERE relnamespace = ${own} AND relkind = 'm'`,
      ],
      [
        'TABLE',
        sql`SELECT oid::regclass::text AS name FROM pg_class WHERE relnamespace = ${own} AND relkind IN ('r', 'p')`,
      ],
      ['SEQUENCE', sql`SELECT oid::regclass::text AS name FROM pg_class WHERE relnamespace = ${own} AND relkind = 'S'`],
      ['ROUTINE', sql`SELECT oid::regprocedure::text AS name FROM pg_proc WHERE pronamespace = ${own}`],
      [
        'TYPE',
        sql`SELECT oid::regtype::text AS name FROM pg_type WHERE typnamespace = ${own} AND typrelid = 0 AND typelem = 0`,
      ],
      ['COLLATION', sql`SELECT oid::regcollation::text AS name FROM pg_collation WHERE collnamespace = ${own}`],
    ];
    for (const [kind, query] of kinds)
      for (const name of names(query)) connection.exec(`DROP ${kind} IF EXISTS ${name} CASCADE`);
  });
}
