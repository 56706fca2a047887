import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` (Prometheus text) on a port of its own bound to 127.0.0.1 (`METRICS_PORT`): only
 * this machine reaches it, whatever a proxy in front of the public port forwards or claims.
 */
export async function serveMetrics(registry: Registry, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Metrics failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;
