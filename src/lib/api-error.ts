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
