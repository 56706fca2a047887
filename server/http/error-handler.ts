import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TableError, invalidRequest, rateLimitBody } from '../tables/table-error';
import { UploadError } from '../uploads/upload-error';
import { ApiError } from '../errors/api-error';
import { RateLimited } from '../errors/rate-limited';
import type { SecurityHeaders } from './security-headers';

function tableError(error: FastifyError): TableError {
  if (error.statusCode === 413) return new TableError(413, 'REQUEST_TOO_LARGE', 'Request body is too large');
  if (error.statusCode && error.statusCode < 500) return invalidRequest();
  return new TableError(500, 'SERVER_ERROR', 'Something went wrong on our side. Please try again.');
}

/**
 * Every failure leaves in the shape of the API it came from (each API's scope turns its own
 * failures into its errors first); the table service's shape is the default. A client's mistake is
 * never a 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // Only storage failures carry a cause: the disk's own error, which staff need to see.
      if (error.cause)
        request.log.error(
          { err: error.cause },
          `storage refused a write; answered ${error.statusCode} and stored nothing`,
        );
      if (error.retryAfter) reply.header('Retry-After', error.retryAfter);
      return reply.code(error.statusCode).send(error.toJSON());
    }
    if (error instanceof RateLimited) {
      reply.header('Retry-After', error.retryAfterSeconds);
      return reply.code(429).send(rateLimitBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const api = tableError(error);
    return reply.code(api.statusCode).send(api.toJSON());
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'NOT_FOUND' });
  });
}

/**
 * Fastify's own early refusals (a malformed URL such as `/%c0%ae`) run before any hook or route
 * scope: answer them with the security headers and the service's error shape, never echoing the path.
 */
export const frameworkErrorHandler =
  (writeHeaders: SecurityHeaders) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    writeHeaders(request, reply);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const body = request.url.startsWith('/v1_1/')
      ? new UploadError(status, 'Invalid upload request').toJSON()
      : new TableError(status, 'INVALID_REQUEST_UNKNOWN', 'Invalid request: the URL is malformed.').toJSON();
    reply.code(status).send(body);
  };
