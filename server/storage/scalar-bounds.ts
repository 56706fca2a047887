import { sql, type Expression } from 'kysely';
import type { Engine } from './db';

type Value = Expression<number | null> | number | null;

/** The smaller of two non-null values: SQLite's two-argument `min`, PostgreSQL's `least` (they differ on a null). */
export const least = (engine: Engine, a: Value, b: Value) =>
  engine === 'postgres' ? sql<number>`least(${a}, ${b})` : sql<number>`min(${a}, ${b})`;

/** The larger of two non-null values: SQLite's two-argument `max`, PostgreSQL's `greatest`. */
export const greatest = (engine: Engine, a: Value, b: Value) =>
  engine === 'postgres' ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;
