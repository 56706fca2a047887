import { http, HttpResponse } from 'msw';

// jsdom's Blob cannot be read by the fetch Request that msw builds from an XHR body (it lacks
// arrayBuffer and stream), so a multipart upload would hang in tests. Read it via FileReader.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

export const uploadPath = '/v1_1/local/auto/upload';

export interface UploadCall {
  fileName: string;
  preset: string | null;
}

interface UploadsOptions {
  /** Files that fail with a 500 (each only once with `failOnce`, so a retry can succeed). */
  failOn?: string[];
  failOnce?: boolean;
  /** Answers for these files wait until the promise settles. */
  holdUntil?: { fileName: string; release: Promise<void> };
}

/** The file host: each upload answers a URL named after the file. */
export function uploadsHandler({ failOn = [], failOnce = false, holdUntil }: UploadsOptions = {}) {
  const calls: UploadCall[] = [];
  const failed = new Set<string>();
  const handler = http.post(uploadPath, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    calls.push({ fileName: file.name, preset: form.get('upload_preset') as string | null });
    if (holdUntil?.fileName === file.name) await holdUntil.release;
    if (failOn.includes(file.name) && !(failOnce && failed.has(file.name))) {
      failed.add(file.name);
      return HttpResponse.json({ error: { message: 'Upload refused by the test' } }, { status: 500 });
    }
    const displayName = file.name.replace(/\.[^.]+$/, '');
    return HttpResponse.json({
      url: `http://files.test/${file.name}`,
      secure_url: `https://files.test/${file.name}`,
      display_name: displayName,
      original_filename: displayName,
      bytes: file.size,
    });
  });
  return { handler, calls };
}
