/** An answer in the file host's error shape, `{error:{message}}`. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  toJSON() {
    return { error: { message: this.message } };
  }
}
