// npm run bench:gateway: autocannon on loopback against the gateway (and nginx serving the same
// build; scripts/ensure-nginx.sh installs Debian's) for a fixed duration per case. BENCH_SECONDS and BENCH_CONNECTIONS tune it;
// BENCH_SHORT=1 (npm test) runs each case for a second and keeps no results.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { defaultCompanyFacts } from '../schemas/company';
import { openDatabase } from '../server/database';
import { CompanySettings } from '../server/settings/company-settings';
import { startPostgresCluster } from '../server/testing/postgres-cluster';
import { BENCH_BASE, snapshotBuild, startBenchGateway } from './bench-gateway';
import { homePageAssets } from './page-assets';
import { waitFor } from '../server/testing/fault-proxy';
import { freePort } from '../server/testing/free-port';
import { nginxFolder, startNginx } from '../server/testing/nginx-process';

const short = process.env.BENCH_SHORT === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (short ? 1 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (short ? 2 : 10));

interface Figures {
  name: string;
  target: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** nginx on a free loopback port with `server` (its `listen` filled in), once it answers. */
async function nginxWith(server: (listen: string) => string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const nginx = startNginx(nginxFolder(), server(`listen 127.0.0.1:${port};`), { workerConnections: 1024 });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      fetch(url).then(
        () => true,
        () => false,
      ),
    5_000,
  ).catch((error: unknown) => {
    nginx.stop();
    throw error;
  });
  return { url, stop: nginx.stop };
}

/** nginx serving the build as a static host would, to compare the gateway's static serving with. */
const staticNginx = (dist: string) =>
  nginxWith(
    (listen) => `sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  server {
    ${listen}
    root ${dist};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { add_header Cache-Control "no-cache"; try_files $uri $uri/index.html =404; }
  }`,
  );

/** nginx in front of `gateways` (round robin, kept-alive connections), as deploy/nginx-site.conf has it without TLS. */
const nginxInFront = (gateways: string[]) =>
  nginxWith(
    (listen) => `keepalive_requests 1000000;
  upstream ims_gateways {
    ${gateways.map((gateway) => `server ${new URL(gateway).host};`).join('\n    ')}
    keepalive 32;
  }
  server {
    ${listen}
    location / {
      proxy_pass http://ims_gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`,
  );

async function measure(name: string, target: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    target,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const callbacks = `/v0/${BENCH_BASE}/Request-Callback`;

/** The durable write on PostgreSQL (a throw-away cluster on this machine): one gateway, then two on one database. */
async function postgresWrites(workDir: string, dist: string, post: autocannon.Options): Promise<Figures[]> {
  const cluster = await startPostgresCluster();
  const figures: Figures[] = [];
  try {
    const one = await startBenchGateway(join(workDir, 'pg-one'), dist, {
      DATABASE_URL: await cluster.createDatabase(),
    });
    try {
      figures.push(
        await measure('POST Request-Callback (durable)', 'gateway, PostgreSQL', { ...post, url: one.url + callbacks }),
      );
    } finally {
      one.child.kill('SIGTERM');
    }
    const shared = await cluster.createDatabase();
    const two = [
      await startBenchGateway(join(workDir, 'pg-a'), dist, { DATABASE_URL: shared }),
      await startBenchGateway(join(workDir, 'pg-b'), dist, { DATABASE_URL: shared }),
    ];
    const front = await nginxInFront(two.map((gateway) => gateway.url));
    try {
      figures.push(
        await measure('POST Request-Callback (durable)', '2 gateways behind nginx, PostgreSQL', {
          ...post,
          url: front.url + callbacks,
        }),
      );
    } finally {
      front.stop();
      for (const gateway of two) gateway.child.kill('SIGTERM');
    }
  } finally {
    await cluster.stop();
  }
  return figures;
}

async function main() {
  const { workDir, dist } = snapshotBuild('bench-gateway');
  const gateway = await startBenchGateway(join(workDir, 'data'), dist);
  // A second gateway whose company facts staff changed: every page is rendered live with them (once) and kept.
  const factsDb = openDatabase(join(workDir, 'data-facts'));
  new CompanySettings(factsDb).save({ ...defaultCompanyFacts, phone: '+977 21-777 888' }, () => {});
  factsDb.close();
  const changedFacts = await startBenchGateway(join(workDir, 'data-facts'), dist);
  const nginx = await staticNginx(dist);
  const asset = homePageAssets(dist).scripts[0];
  const gzip = { 'accept-encoding': 'gzip' };
  const callback = JSON.stringify({
    fields: { 'First Name': 'Sita', 'Last Name': 'Karki', 'Phone No': '+977 9812345678' },
  });
  const figures: Figures[] = [];
  try {
    const statics: [string, string][] = [
      ['home page HTML', '/'],
      ['hashed JS asset', asset],
    ];
    for (const [name, path] of statics) {
      figures.push(await measure(name, 'gateway', { url: gateway.url + path, headers: gzip }));
      figures.push(await measure(name, 'nginx', { url: nginx.url + path, headers: gzip }));
    }
    // Its first visitor waits for the render (printed); the measure is of the kept page after it.
    const firstStart = performance.now();
    await fetch(`${changedFacts.url}/`);
    console.log(`home page, company facts changed: first render ${Math.round(performance.now() - firstStart)} ms`);
    figures.push(
      await measure('home page HTML, company facts changed', 'gateway', { url: `${changedFacts.url}/`, headers: gzip }),
    );
    figures.push(await measure('GET Team', 'gateway', { url: `${gateway.url}/v0/${BENCH_BASE}/Team` }));
    const post = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: callback,
    };
    figures.push(
      await measure('POST Request-Callback (durable)', 'gateway, SQLite', { ...post, url: gateway.url + callbacks }),
    );
    figures.push(...(await postgresWrites(workDir, dist, post)));
  } finally {
    gateway.child.kill('SIGTERM');
    changedFacts.child.kill('SIGTERM');
    nginx.stop();
    setTimeout(() => rmSync(workDir, { recursive: true, force: true }), 500);
  }

  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`\n${seconds} s per case, ${connections} connections, loopback, Accept-Encoding: gzip for static files`);
  console.log(`${cpus().length} cores, load average ${load} (other work on the machine skews every figure)`);
  console.table(
    figures.map((f) => ({
      case: f.name,
      server: f.target,
      'req/s': f.requestsPerSec,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      errors: f.errors,
    })),
  );
  for (const [name] of [['home page HTML'], ['hashed JS asset']]) {
    const ours = figures.find((f) => f.name === name && f.target === 'gateway');
    const theirs = figures.find((f) => f.name === name && f.target === 'nginx');
    if (ours && theirs)
      console.log(
        `${name}: gateway at ${((ours.requestsPerSec / theirs.requestsPerSec) * 100).toFixed(0)}% of nginx's requests/s`,
      );
  }
  if (short) return;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/gateway-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify({ seconds, connections, figures }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
