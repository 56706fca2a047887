import { startPostgresCluster } from './postgres-cluster';

/**
 * The gateway-postgres project's one cluster: every test gateway of the pass gets a database of
 * its own in it (`startTestGateway`), named after its data folder.
 */
export default async function setup() {
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
