import { psql } from './psql';

let made = 0;

/** The PostgreSQL pass's cluster (`TEST_POSTGRES_URL`, set by its globalSetup); undefined in the SQLite pass. */
export const testCluster = () => process.env.TEST_POSTGRES_URL;

/** A new empty database in the PostgreSQL pass's cluster (a fresh name unless one is given): its URL. */
export async function createTestDatabase(name = `test_${process.pid}_${++made}`): Promise<string> {
  const cluster = testCluster();
  if (!cluster) throw new Error('TEST_POSTGRES_URL is not set: this test runs in the gateway-postgres project');
  await psql(cluster, `CREATE DATABASE ${name}`);
  return cluster.replace(/\/postgres$/, `/${name}`);
}

/** The tables the database at `url` holds. */
export const tableCount = async (url: string) =>
  Number(await psql(url, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`));
