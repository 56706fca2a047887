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

/** An answer in the `{error:{type, message}}` shape, which the table service and the staff API both speak. */
export abstract class TypedApiError extends ApiError {
  constructor(
    statusCode: number,
    readonly type: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(statusCode, message, options);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message } };
  }
}
