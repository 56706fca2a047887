import { request, type ClientRequest } from 'node:http';

/**
 * Starts a multipart upload and sends only its first `sentBytes` of file content, leaving the
 * request open, as a slow client would; the returned request is still writable.
 */
export function startSlowUpload(uploadUrl: string, head: Buffer, sentBytes: number): ClientRequest {
  const boundary = '----reliability-slow-upload';
  const preamble =
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\ncareer_uploads\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const upload = request(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  // The gateway is killed under it; the socket error that follows is the point.
  upload.on('error', () => undefined);
  upload.write(preamble);
  upload.write(Buffer.concat([head, Buffer.alloc(Math.max(0, sentBytes - head.length))]));
  return upload;
}
