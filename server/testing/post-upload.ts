import { request } from 'node:http';
import { multipartUpload } from './multipart-body';
import { readReply } from './read-reply';

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
      (response) =>
        readReply(response).then(
          ({ status, headers, text }) => resolve({ status, headers, body: JSON.parse(text) }),
          reject,
        ),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
