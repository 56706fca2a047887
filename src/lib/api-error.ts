/**
 * Every failed call, whatever went wrong, reaches the forms in this one shape. It has its own
 * module, free of axios, so a form can read it without loading the HTTP client up front.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
    readonly isNetworkError: boolean,
    /** The answer's `{error:{type}}`, when it has one (e.g. SLOT_NOT_AVAILABLE). */
    readonly type: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The api client rejects with ApiError already; anything else thrown counts as no answer. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), null, true);
}

/** The message of an error answer `{ error: "…" }` or `{ error: { message } }`, if it has one. */
export function messageFrom(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const error = (data as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}

/** The type of an error answer `{ error: { type } }`, if it has one. */
export function typeFrom(data: unknown): string | null {
  const error = data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
  return error && typeof error === 'object' && typeof (error as { type?: unknown }).type === 'string'
    ? (error as { type: string }).type
    : null;
}
