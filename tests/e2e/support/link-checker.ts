import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';

export interface BrokenLink {
  url: string;
  page: string;
  result: string;
  warning: string;
}

/**
 * LinkChecker waits 0.1 to 0.6 s between two requests to a host (a crawl of the site took two
 * minutes) unless the host answers with a `LinkChecker` header, its documented way for a site to
 * let its own checker go faster: this stands in front of `target` and adds it.
 */
async function fastLane(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      new URL(incoming.url!, target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, { ...answer.headers, linkchecker: 'allow' });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/**
 * Crawls the site at `origin` from each of `starts` with LinkChecker (Debian's linkchecker,
 * scripts/ensure-validators.sh), anchors included, never leaving the origin: every other address
 * (social networks, wa.me, mailto:, tel:) is listed but not fetched. Answers each link it found
 * broken or warned about, and how many it checked.
 */
export async function checkLinks(origin: string, starts: string[]): Promise<{ checked: number; broken: BrokenLink[] }> {
  const lane = await fastLane(origin);
  const folder = mkdtempSync(join(tmpdir(), 'linkchecker-'));
  try {
    const config = join(folder, 'linkcheckerrc');
    // Two threads: the gateway renders at most two live pages at a time for one address (LIVE_RENDERS_PER_ADDRESS).
    writeFileSync(config, '[checking]\nthreads=2\nmaxrequestspersecond=100\n[AnchorCheck]\n');
    // LinkChecker, run as root, reads its files as nobody.
    chmodSync(folder, 0o755);
    chmodSync(config, 0o644);
    const own = lane.url.replace(/[.]/g, '\\.');
    const { stdout } = await promisify(execFile)(
      'linkchecker',
      [
        '--config',
        config,
        '--no-status',
        '--no-robots',
        '--verbose',
        '--output',
        'csv',
        '--ignore-url',
        `^(?!${own}/)`,
        ...starts.map((path) => lane.url + path),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((failed: { stdout?: string; code?: number }) => {
      // 1: it found broken links or warnings, which the rows name.
      if (failed.code !== 1 || !failed.stdout) throw failed;
      return { stdout: failed.stdout };
    });
    // Its start addresses' rows come two fields short (no line, column or name).
    const rows = parse(stdout, {
      delimiter: ';',
      columns: true,
      comment: '#',
      comment_no_infix: true,
      relax_column_count: true,
    }) as Record<string, string>[];
    const fetched = rows.filter((row) => row.url.startsWith(lane.url));
    return {
      checked: fetched.length,
      broken: fetched
        .filter((row) => row.valid !== 'True' || row.warningstring)
        .map((row) => ({
          url: row.url.replace(lane.url, ''),
          page: row.parentname.replace(lane.url, ''),
          result: row.result,
          warning: row.warningstring,
        })),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await lane.close();
  }
}
