import { ApiError, messageFrom } from '@/lib/api-error';
import { csrfHeader, staffApiBase } from '@schemas/staff-api-basics';

let csrfToken: string | undefined;

/** The session's CSRF token, read from `GET /session`; every non-GET call carries it. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

type Query = Record<string, unknown>;

/** A same-origin URL under the staff API with the given query (empty values left out). */
export function staffUrl(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${staffApiBase}${path}${search ? `?${search}` : ''}`;
}

/** A JSON answer, the text of any other, or undefined for an empty one. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<{ data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET' && csrfToken) headers[csrfHeader] = csrfToken;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(staffUrl(path, query), { method, headers, body: payload, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', null, true);
  }
  const data = await bodyOf(response).catch(() => undefined);
  if (!response.ok)
    throw new ApiError(messageFrom(data) ?? `Request failed with status ${response.status}`, response.status, false);
  return { data: data as T };
}

/**
 * The back office's one HTTP client: same-origin cookie session, the CSRF header on every call
 * that changes something, and every failure turned into the site's one ApiError shape.
 *
 * Plain `fetch` rather than axios (which the public forms use for upload progress): the client is
 * in the first screen's script, and axios alone weighed about a sixth of the 100 KB gzip it may have.
 */
export const staffClient = {
  get: <T = unknown>(path: string, options: { params?: Query } = {}) => call<T>('GET', path, undefined, options.params),
  post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body),
  patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body),
  delete: <T = unknown>(path: string) => call<T>('DELETE', path),
};

/**
 * A multipart upload that reports its progress (0 to 1) as the bytes leave: `fetch` cannot, so
 * this one call uses XMLHttpRequest, with the same session, CSRF header and errors as the rest.
 */
export function uploadWithProgress<T>(path: string, body: FormData, onProgress: (done: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', staffUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    if (csrfToken) request.setRequestHeader(csrfHeader, csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else
        reject(
          new ApiError(messageFrom(data) ?? `Request failed with status ${request.status}`, request.status, false),
        );
    };
    request.onerror = () => reject(new ApiError('Network error: the upload did not finish', null, true));
    request.send(body);
  });
}
