/** An answer in one API's own error shape: the gateway's error handler sends it as it is. */
export abstract class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
    /** Seconds, sent as Retry-After with a 429 or 503. */
    readonly retryAfter?: number,
  ) {
    super(message, options);
  }

  abstract toJSON(): unknown;
}
