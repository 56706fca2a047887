import { ApiError } from '../errors/api-error';

/** An answer in the file host's error shape, `{error:{message}}`. */
export class UploadError extends ApiError {
  toJSON() {
    return { error: { message: this.message } };
  }
}
