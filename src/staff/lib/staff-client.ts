import axios from 'axios';
import { toApiError } from '@/lib/api-client';
import { csrfHeader, staffApiBase } from '@schemas/staff-api';

let csrfToken: string | undefined;

/** The session's CSRF token, read from `GET /session`; every non-GET call carries it. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/**
 * The back office's one HTTP client: same-origin cookie session, the CSRF header on every call
 * that changes something, and every failure turned into the site's one ApiError shape.
 */
export const staffClient = axios.create({
  baseURL: staffApiBase,
  withCredentials: true,
  validateStatus: (status) => status >= 200 && status < 300,
});

staffClient.interceptors.request.use((config) => {
  const method = (config.method ?? 'get').toLowerCase();
  if (method !== 'get' && method !== 'head' && csrfToken) config.headers.set(csrfHeader, csrfToken);
  return config;
});
staffClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** A same-origin URL under the staff API with the given query (empty values left out). */
export function staffUrl(path: string, query: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `${staffApiBase}${path}${search ? `?${search}` : ''}`;
}
