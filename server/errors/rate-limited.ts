/** A per-address limit was reached (`@fastify/rate-limit`): each API answers its own 429 with `Retry-After`. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Rate limit exceeded. Please try again later');
  }
}
