import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WalletRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The body as sent: JSON, or a form's fields, or empty. */
  body: Record<string, unknown>;
}

export type WalletAnswer =
  { status: number; json: unknown } | { status: number; html: string } | { status: 302; location: string };

/** A wallet double's loopback HTTP server: each request read whole, answered by `handle`. */
export async function walletServer(handle: (request: WalletRequest) => WalletAnswer | Promise<WalletAnswer>) {
  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const type = incoming.headers['content-type'] ?? '';
    let body: Record<string, unknown> = {};
    try {
      if (type.startsWith('application/json') && text) body = JSON.parse(text) as Record<string, unknown>;
      else if (type.startsWith('application/x-www-form-urlencoded'))
        body = Object.fromEntries(new URLSearchParams(text));
    } catch {
      response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"detail":"Invalid JSON"}');
      return;
    }
    const url = new URL(incoming.url ?? '/', 'http://wallet.test');
    const answer = await handle({
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body,
    });
    if ('location' in answer) response.writeHead(302, { Location: answer.location }).end();
    else if ('html' in answer)
      response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
    else response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The wallet's own pay page: what it asks, and a Pay and a Cancel button posting back to it. */
export const payPage = (wallet: string, what: string, action: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>${wallet}</title></head>
<body><h1>${wallet} (test double)</h1><p>${what}</p>
<form method="post" action="${action}"><button name="choice" value="pay">Pay</button>
<button name="choice" value="cancel">Cancel</button></form></body></html>`;
