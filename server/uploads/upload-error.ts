/** An answer in the file host's error shape, `{error:{message}}`. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
    /** Seconds, sent as Retry-After with a 429 or 503. */
    readonly retryAfter?: number,
  ) {
    super(message, options);
  }

  toJSON() {
    return { error: { message: this.message } };
  }
}
