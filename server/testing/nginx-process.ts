import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

export interface NginxProcess {
  /** Its working folder: nginx.conf, error.log, the site file, the certificate. */
  work: string;
  child: ChildProcess;
  /** Reads the configuration again, as `systemctl reload nginx` does, without dropping connections. */
  reload(): void;
  stop(): void;
}

export const nginxFolder = () => mkdtempSync(join(tmpdir(), 'nginx-'));

/** With `accessLog`, each request's upstream (the gateway that answered, or several when nginx went on to the next) and status. */
export const accessLogOf = (work: string) => join(work, 'access.log');

/**
 * Debian's nginx as a child process working in `work` (from nginxFolder), its `http` block holding
 * `site` (server blocks or an include); `scripts/ensure-nginx.sh` installs it where missing.
 */
export function startNginx(
  work: string,
  site: string,
  { workerConnections = 256, accessLog = false } = {},
): NginxProcess {
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
load_module /usr/share/nginx/modules/ngx_http_brotli_static_module.so;
events { worker_connections ${workerConnections}; }
http {
  include /etc/nginx/mime.types;
  log_format upstreams '$upstream_addr $status $request_method $uri';
  access_log ${accessLog ? `${accessLogOf(work)} upstreams` : 'off'};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${site}
}
`,
  );
  execFileSync('nginx', ['-t', '-q', '-c', conf, '-p', work]);
  const child = spawn('nginx', ['-c', conf, '-p', work, '-g', 'daemon off;'], { stdio: 'inherit' });
  return {
    work,
    child,
    reload: () => execFileSync('nginx', ['-c', conf, '-p', work, '-s', 'reload']),
    stop: () => void child.kill('SIGTERM'),
  };
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl into `work`. */
export function makeCertificate(work: string) {
  const cert = join(work, 'cert.pem');
  const key = join(work, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface ShippedSite {
  /** https://localhost:<port> */
  site: string;
  httpPort: number;
  /** The templated site file's path, to include in nginx's `http` block. */
  file: string;
}

/**
 * `deploy/nginx-site.conf` as a deployment fills it in: TLS on `httpsPort` with a certificate made
 * here, the build in `dist/`, and one upstream `server` line per gateway (`host:port`).
 */
export async function shippedSite(work: string, gateways: string[], httpsPort: number): Promise<ShippedSite> {
  const httpPort = await freePort();
  const { cert, key } = makeCertificate(work);
  const values: Record<string, string> = {
    '@SERVER_NAME@': 'localhost',
    '@HTTPS_PORT@': String(httpsPort),
    '@HTTP_PORT@': String(httpPort),
    '@TLS_CERT@': cert,
    '@TLS_KEY@': key,
    '@DIST@': resolve('dist'),
  };
  const shipped = readFileSync('deploy/nginx-site.conf', 'utf8');
  const upstreams = shipped.replace(/^(\s*)server @GATEWAY@(.*)$/m, (_line, indent: string, rest: string) =>
    gateways.map((gateway) => `${indent}server ${gateway}${rest}`).join('\n'),
  );
  const templated = upstreams.replace(/@[A-Z_]+@/g, (name) => values[name] ?? name);
  if (/@[A-Z_]+@/.test(templated))
    throw new Error(`deploy/nginx-site.conf has a value the test does not fill: ${templated}`);
  const file = join(work, 'site.conf');
  // Without IPv6 on the machine, the [::] listeners cannot bind.
  writeFileSync(file, templated.replace(/^\s*listen \[::\].*\n/gm, ''));
  return { site: `https://localhost:${httpsPort}`, httpPort, file };
}
