import { TypedApiError } from '../errors/api-error';
import { StorageError } from '../errors/storage-error';
import { FieldError } from '../tables/incoming-records';

/** An answer in the staff API's error shape, `{error:{type, message}}` (`apiErrorAnswer` in schemas/staff-api.ts). */
export class StaffApiError extends TypedApiError {}

export const notFound = (message = 'Could not find what you are looking for') =>
  new StaffApiError(404, 'NOT_FOUND', message);

/** The staff API scope's error handler: a refused write or refused fields answer in the staff API's shape; the rest goes on up. */
export function staffApiErrors(error: Error): never {
  if (error instanceof StorageError)
    throw new StaffApiError(503, 'SERVICE_UNAVAILABLE', error.message, { cause: error.cause });
  if (error instanceof FieldError) throw new StaffApiError(422, error.type, error.message);
  throw error;
}
