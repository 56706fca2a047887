import { buildApp } from './app';
import { loadConfig } from './config';
import { staffTokenFile } from './staff-token';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // The logger writes asynchronously; let its start-up lines out first, so whoever waits for the
  // line below (tests, scripts) never receives them afterwards.
  await new Promise((resolve) => (app.log as unknown as { flush(done: () => void): void }).flush(() => resolve(null)));
  console.log(`Gateway listening on http://${config.HOST}:${port}`);
  if (!config.STAFF_TOKEN)
    console.log(`Staff token (for staff reads and tools) is in ${staffTokenFile(config.DATA_DIR)}`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // close() stops accepting, lets in-flight requests finish, then runs onClose hooks (database).
    // Keep-alive connections left idle by a finished request would hold it open, so they are
    // closed as they go idle; anything still running after the grace period is cut off.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(idle);
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
