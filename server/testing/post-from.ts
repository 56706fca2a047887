import { request } from 'node:http';
import { readReply } from './read-reply';

/**
 * POSTs JSON from a chosen loopback source address (127.0.0.2, ...), so one test can act as
 * several clients as the gateway sees them on the socket.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
      (response) =>
        readReply(response).then(
          ({ status, headers, text }) => resolve({ status, headers, body: JSON.parse(text) }),
          reject,
        ),
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}
