import { buildApp } from './app';
import { loadConfig } from './config';
import { firstAdminSetupLink } from './staff/register-staff';
import { generatedTokenPlace } from './staff-token';
import { gatewayAddress } from './settings/gateway-address';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // The address is printed below; the JSON log stays free of addresses.
  await app.listen({ host: config.HOST, port: config.PORT, listenTextResolver: () => 'Gateway listening' });
  // So that no first visitor of a page rendered here (the team page, every page once the company
  // facts changed) waits for the bundle's import and first render.
  app.warmPages().catch(() => {});
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const setupLink = firstAdminSetupLink(app.database, gatewayAddress(config, port));
  if (setupLink)
    console.log(`No staff account yet. Create the first admin (link works once, for 72 hours):\n  ${setupLink}`);
  // The logger writes asynchronously; let its start-up lines out first, so whoever waits for the
  // line below (tests, scripts) never receives them afterwards.
  await new Promise((resolve) => (app.log as unknown as { flush(done: () => void): void }).flush(() => resolve(null)));
  if (app.metricsPort !== null) console.log(`Metrics for Prometheus on http://127.0.0.1:${app.metricsPort}/metrics`);
  console.log(`Gateway listening on http://${config.HOST}:${port}`);
  if (!config.STAFF_TOKEN) console.log(`Staff token (for staff reads and tools) is in ${generatedTokenPlace(config)}`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // close() stops accepting, lets in-flight requests finish (closing connections as they go
    // idle), then runs onClose hooks (database); anything still running after the grace period is cut off.
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
