import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type Fault = 'pass' | '429' | '500' | '422' | 'reset' | { delayMs: number } | { status: number; body: unknown };

export interface ProxiedCall {
  method: string;
  path: string;
  at: number;
  records: number;
  fault: Fault;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const rejection = {
  error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Field "Phone No" cannot accept the provided value' },
};

/**
 * Stands in front of a fake upstream, records every call and injects the queued faults (one per
 * call, in order); `refuse()` closes the port so connections are refused until `accept()`.
 */
export class FaultProxy {
  readonly calls: ProxiedCall[] = [];
  private faults: Fault[] = [];
  private readonly broken = new Map<string, number>();
  private server: Server;
  private port = 0;

  constructor(private readonly upstream: string) {
    this.server = this.createServer();
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  inject(...faults: Fault[]) {
    this.faults.push(...faults);
  }

  /** Every call whose path contains `pathPart` gets `status` until `mend(pathPart)`. */
  breakPath(pathPart: string, status: number) {
    this.broken.set(pathPart, status);
  }

  mend(pathPart: string) {
    this.broken.delete(pathPart);
  }

  async refuse() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    this.server = this.createServer();
  }

  accept() {
    return this.listen();
  }

  close() {
    return this.refuse();
  }

  private createServer() {
    return createServer((request, response) => {
      this.handle(request, response).catch(() => response.destroy());
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    // When the call arrived, as an upstream counting calls per second sees it: before its body,
    // whose reading a busy event loop can delay by more than the gateway's margin between seconds.
    const at = Date.now();
    const body = await readBody(request);
    const brokenStatus = [...this.broken].find(([part]) => request.url!.includes(part))?.[1];
    const fault: Fault =
      brokenStatus !== undefined
        ? { status: brokenStatus, body: { error: { type: 'NOT_AUTHORIZED', message: 'Token refused' } } }
        : (this.faults.shift() ?? 'pass');
    const records =
      request.headers['content-type']?.includes('json') && body.length
        ? (JSON.parse(body.toString()).records?.length ?? 1)
        : 0;
    this.calls.push({ method: request.method!, path: request.url!, at, records, fault });
    if (fault === 'reset') return request.socket.destroy();
    if (fault === '429')
      return this.reply(response, 429, {
        errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
      });
    if (fault === '500') return this.reply(response, 500, { error: { type: 'SERVER_ERROR', message: 'Try again' } });
    if (fault === '422') return this.reply(response, 422, rejection);
    if (typeof fault === 'object' && 'status' in fault) return this.reply(response, fault.status, fault.body);
    if (typeof fault === 'object') await sleep(fault.delayMs);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type'])
      if (request.headers[name]) headers[name] = String(request.headers[name]);
    const upstream = await fetch(this.upstream + request.url, {
      method: request.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
    });
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  }

  private reply(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}

/** Polls until `check` returns something truthy. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await sleep(25);
  }
}
