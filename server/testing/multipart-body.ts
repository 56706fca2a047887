const BOUNDARY = '----reliability-boundary';

/**
 * A multipart upload body built by hand, so the file name goes on the wire exactly as given
 * (browsers and FormData would clean it first).
 */
export function multipartUpload(
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const body = new Uint8Array(
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\ncareer_uploads\r\n`),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        'utf8',
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  );
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
