import { TypedApiError } from '../errors/api-error';

/** An answer in the table service's error shape, `{error:{type, message}}`. */
export class TableError extends TypedApiError {}

export const invalidRequest = (message = 'Invalid request: parameter validation failed. Check your request data.') =>
  new TableError(422, 'INVALID_REQUEST_UNKNOWN', message);

export const authenticationRequired = () => new TableError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');

export const notPermitted = () =>
  new TableError(
    403,
    'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
    'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
  );

/** The service's 429 answer has its own shape. */
export const rateLimitBody = {
  errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }],
};
