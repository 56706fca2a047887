import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { csrfHeader, sessionCookie } from '../../../schemas/staff-api';
import { z } from '../../../schemas/zod';
import { StaffApiError } from '../staff-api-error';
import { SESSION_ABSOLUTE_MS, StaffSessions } from './staff-sessions';
import type { StaffContext, StaffPrincipal } from '../staff-context';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal;
  }
  interface FastifyContextConfig {
    /** `public`: no session needed (sign-in, setup); `admin`: admins only. */
    staffAccess?: 'public' | 'admin';
  }
}

/** A route's options when only admins may call it. */
export const adminsOnly = { config: { staffAccess: 'admin' as const } };

export const signInRequired = () => new StaffApiError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
export const staffNotPermitted = () =>
  new StaffApiError(403, 'NOT_PERMITTED', 'Your account is not allowed to do this; ask an admin');
export const csrfFailed = () =>
  new StaffApiError(
    403,
    'CSRF_FAILED',
    'This request did not come from the back office page; reload the page and try again',
  );

/**
 * The browser tells where a request comes from; only the gateway's own pages may change anything.
 * With PUBLIC_URL that origin is the only one: the Host header is the client's to write.
 */
function sameOrigin(context: StaffContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const { publicUrl } = context.options;
  return origin === (publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`);
}

const changes = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * The session cookie's attributes: HttpOnly, SameSite=Strict, Path=/staff, and Secure over https
 * and whenever PUBLIC_URL is https (a proxy may not say so).
 */
const cookieAttributes = (context: StaffContext, request: FastifyRequest) =>
  ({
    path: '/staff',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || Boolean(context.options.publicUrl?.startsWith('https:')),
  }) as const;

export function setSessionCookie(context: StaffContext, reply: FastifyReply, request: FastifyRequest, id: string) {
  reply.setCookie(sessionCookie, id, { ...cookieAttributes(context, request), maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

export function clearSessionCookie(context: StaffContext, reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(sessionCookie, cookieAttributes(context, request));
}

/**
 * Who is asking: the staff token (machines; no cookie, so no CSRF exposure) or a session cookie.
 * Undefined for nobody; a wrong token counts as nobody.
 */
export function identify(context: StaffContext, request: FastifyRequest): StaffPrincipal | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    return context.options.staffAccess(authorization) === 'staff'
      ? { user: null, actor: { id: null, name: 'Staff token' }, role: 'staff', sessionId: null }
      : undefined;
  }
  const sessionId = request.cookies[sessionCookie];
  const user = sessionId ? context.sessions.resolve(sessionId) : undefined;
  if (!sessionId || !user) return undefined;
  return { user, actor: { id: user.id, name: user.name }, role: user.role, sessionId };
}

/**
 * The staff API's gate, run before every route in its scope: session or token, then CSRF
 * (Origin and token) on anything that changes state, then role, then mode.
 */
export function staffGate(context: StaffContext) {
  return async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config.staffAccess === 'public') {
      if (changes(request.method) && !sameOrigin(context, request)) throw csrfFailed();
      return;
    }
    const principal = identify(context, request);
    if (!principal) throw signInRequired();
    if (changes(request.method) && principal.sessionId) {
      const token = request.headers[csrfHeader.toLowerCase()];
      const expected = Buffer.from(StaffSessions.csrfToken(principal.sessionId));
      const given = Buffer.from(typeof token === 'string' ? token : '');
      if (!sameOrigin(context, request) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw csrfFailed();
    }
    if (config.staffAccess === 'admin' && principal.role !== 'admin') throw staffNotPermitted();
    request.staff = principal;
  };
}

/** Parses a body or query with the contract's schema; a failure answers 422 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw new StaffApiError(422, 'INVALID_REQUEST', `${where}${issue.message}`);
}
