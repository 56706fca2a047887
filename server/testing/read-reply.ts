import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** The whole answer a node:http request got, its body as text. */
export function readReply(response: IncomingMessage): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }),
    );
  });
}
