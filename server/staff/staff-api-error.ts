import type { ApiErrorAnswer } from '../../schemas/staff-api';
import { ApiError } from '../http/api-error';
import { StorageError } from '../storage-error';

/** An answer in the staff API's error shape, `{error:{type, message}}` (`apiErrorAnswer`). */
export class StaffApiError extends ApiError {
  constructor(
    statusCode: number,
    readonly type: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(statusCode, message, options);
  }

  toJSON(): ApiErrorAnswer {
    return { error: { type: this.type, message: this.message } };
  }
}

export const notFound = (message = 'Could not find what you are looking for') =>
  new StaffApiError(404, 'NOT_FOUND', message);

/** The staff API scope's error handler: a refused write answers in the staff API's shape; the rest goes on up. */
export function staffApiErrors(error: Error): never {
  if (error instanceof StorageError)
    throw new StaffApiError(503, 'SERVICE_UNAVAILABLE', error.message, { cause: error.cause });
  throw error;
}
