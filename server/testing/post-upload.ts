import { request } from 'node:http';
import { multipartUpload } from './multipart-body';

export interface UploadReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * A multipart upload over plain node:http, so a test can set what fetch will not (Host) and send
 * from another loopback source address (127.0.0.2, ...).
 */
export function postUpload(
  url: string,
  filename: string,
  content: Buffer,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<UploadReply> {
  const { body, headers } = multipartUpload(filename, content);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress: options.localAddress, headers: { ...headers, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
