import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimited } from '../errors/rate-limited';
import type { LimitCounters } from '../limits/limit-counters';
import { sharedRateLimitStore } from '../limits/shared-rate-limit-store';
import type { StaffAccessChecker } from '../staff-token';

const MINUTE = 60_000;

export interface RateLimits {
  /** POST and PATCH on the table and upload APIs, per address per minute; 0 turns it off. */
  writesPerMinute: number;
  /** Anonymous GETs of the table API (the public Team list), per address per minute; 0 turns it off. */
  readsPerMinute: number;
  /** Refused staff tokens per address per minute before every staff-token request is refused; 0 turns it off. */
  authFailuresPerMinute: number;
}

const isTableApi = (url: string) => url.startsWith('/v0/');
const isUploadApi = (url: string) => url.startsWith('/v1_1/');
/** The /book form sent without JavaScript (server/meetings/book-form-post.ts): a table write too. */
const isBookForm = (url: string) => /^\/(ne\/)?book\/?(\?|$)/.test(url);
/** The blog's follow form (server/subscribers/follow-routes.ts): it stores an address, so it counts as one. */
const isFollowForm = (url: string) => /^\/(ne\/)?follow(\?|$)/.test(url);
/** Everywhere the staff token opens a door: the table API, the staff API, private files and /readyz's details. */
const takesStaffToken = (url: string) =>
  isTableApi(url) || url.startsWith('/staff/api/') || url.startsWith('/files/') || url.split('?')[0] === '/readyz';

/** A limit made with `createRateLimit`, named so that a shared store counts it apart from the others. */
const namedLimit = (groupId: string, max: number): RateLimitOptions => ({ groupId, max, timeWindow: MINUTE });

/**
 * Per-address limits through `@fastify/rate-limit`: in memory, or with `shared` (on PostgreSQL) in
 * the database, so that every gateway on it counts against one limit. Only the 429's `Retry-After`
 * is sent, as the hosted service does. Register before any route: the limits attach to routes as
 * they are added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  staffAccess: StaffAccessChecker,
  shared?: LimitCounters,
) {
  // Before the plugin's own onRoute hook, which reads each route's config as it is added.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const writes = methods.some((method) => method === 'POST' || method === 'PATCH');
    const max =
      writes && isUploadApi(route.url)
        ? limits.writesPerMinute
        : methods.includes('GET') && isTableApi(route.url)
          ? limits.readsPerMinute
          : 0;
    if (max > 0) route.config = { ...route.config, rateLimit: { max, timeWindow: MINUTE } };
  });

  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: sharedRateLimitStore(shared) } : {}),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  if (limits.writesPerMinute > 0) await countRecordWrites(app, limits.writesPerMinute);
  if (limits.authFailuresPerMinute === 0) return;
  const failures = app.createRateLimit(namedLimit('staff token failures', limits.authFailuresPerMinute));
  // Checked before the token is, so a blocked address learns nothing from later guesses.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const authorization = request.headers.authorization;
    if (!authorization || !takesStaffToken(request.url)) return;
    const before = await failures(request, { increment: false });
    if (!before.isAllowed && before.remaining === 0) throw new RateLimited(Math.max(1, before.ttlInSeconds));
    if (staffAccess(authorization) === 'wrong-token') await failures(request);
  });
}

/** How many records a table write carries: a batch of 10 counts as 10 against the limit. */
function recordsIn(body: unknown): number {
  const records = (body as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? Math.max(1, records.length) : 1;
}

/**
 * Table writes count records, not requests: every request counts one as it arrives (so junk that
 * never parses is limited too), and a batch counts the rest of its records once its body is read.
 */
async function countRecordWrites(app: FastifyInstance, max: number) {
  const writes = app.createRateLimit(namedLimit('table writes', max));
  const isTableWrite = (request: FastifyRequest) =>
    (request.method === 'POST' || request.method === 'PATCH') &&
    (isTableApi(request.url) || isBookForm(request.url) || isFollowForm(request.url));
  const count = async (request: FastifyRequest, times: number) => {
    for (let n = 0; n < times; n++) {
      const result = await writes(request);
      if (!result.isAllowed && result.isExceeded) throw new RateLimited(Math.max(1, result.ttlInSeconds));
    }
  };
  app.addHook('onRequest', async (request) => {
    if (isTableWrite(request)) await count(request, 1);
  });
  app.addHook('preHandler', async (request) => {
    if (isTableWrite(request)) await count(request, recordsIn(request.body) - 1);
  });
}
