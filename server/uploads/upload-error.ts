/** An answer in the file host's error shape, `{error:{message}}`. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { message: this.message } };
  }
}
