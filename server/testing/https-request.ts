import { request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * https to a test's nginx (a self-signed certificate) from a chosen loopback address (127.0.0.2,
 * .3 …: different visitors), on a connection of its own.
 */
export function https(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((done, fail) => {
    let answered = false;
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        // A pooled connection nginx closed after the previous answer would fail before nginx reads
        // the request, and a test would wait for a log line never written.
        agent: false,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        const finish = () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', finish);
        // A server that answered before taking the whole body may close while it is still being sent.
        response.on('close', finish);
      },
    );
    outgoing.on('error', (error) => {
      if (!answered) fail(error);
    });
    outgoing.end(options.body);
  });
}
