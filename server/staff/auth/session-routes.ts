import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordRequest,
  setupRequest,
  type SignOutOthersAnswer,
  signInFailedMessage,
  signInCodeSentMessage,
  signInCodeWrongMessage,
  signInCodesRefusedMessage,
  signInRequest,
  type SessionAnswer,
  type SignInCodeAnswer,
  type SetupInfo,
} from '../../../schemas/staff-api';
import { z } from '../../../schemas/zod';
import { StaffApiError } from '../staff-api-error';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { clearSessionCookie, identify, parseInput, setSessionCookie, signInRequired } from './staff-auth';
import type { StaffUser } from '../accounts/staff-accounts';
import { StaffSessions } from './staff-sessions';
import type { StaffContext } from '../staff-context';

const setupLinkInvalid = () =>
  new StaffApiError(400, 'SETUP_LINK_INVALID', 'This link has been used or has expired; ask an admin for a new one');
const setupBody = setupRequest.extend({ password: z.string().max(1000) });

/** Sign-in, sign-out, the session's own view, and the one-time set-password links. */
export function registerSessionRoutes(app: FastifyInstance, context: StaffContext) {
  const { accounts, sessions, throttle, signInCodes, audit } = context;
  const answer = (user: StaffUser, sessionId: string): SessionAnswer => ({
    user: { id: user.id, name: user.name, email: user.email, role: user.role, notifyTables: user.notifyTables },
    csrfToken: StaffSessions.csrfToken(sessionId),
    mirror: context.options.delivery !== undefined,
  });

  app.get('/session', { config: { staffAccess: 'public' } }, async (request) => {
    const principal = identify(context, request);
    if (!principal?.user || !principal.sessionId) throw signInRequired();
    return answer(principal.user, principal.sessionId);
  });

  app.post('/session', { config: { staffAccess: 'public' } }, async (request, reply) => {
    const { email, password, code } = parseInput(signInRequest, request.body);
    const wait = throttle.waitSeconds(email, request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new StaffApiError(429, 'SIGN_IN_THROTTLED', signInFailedMessage);
    }
    throttle.countTry(email, request.ip);
    const user = accounts.findByEmail(email);
    const right = await verifyPassword(user?.passwordHash, password);
    if (!user || !right || user.disabled) {
      audit.write(user ? { id: user.id, name: user.name } : null, { action: 'sign-in failed' });
      throw new StaffApiError(401, 'SIGN_IN_FAILED', signInFailedMessage);
    }
    if (throttle.needsProof(email, user.id, request.ip) && context.options.sendSignInCode) {
      if (throttle.codesRefused(user.id))
        throw new StaffApiError(403, 'SIGN_IN_CODES_REFUSED', signInCodesRefusedMessage);
      if (code !== undefined && !signInCodes.use(user.id, code)) {
        throttle.codeWrong(user.id);
        audit.write({ id: user.id, name: user.name }, { action: 'sign-in code wrong' });
        throw new StaffApiError(401, 'SIGN_IN_CODE_WRONG', signInCodeWrongMessage);
      }
      if (code === undefined) {
        throttle.forgiveTry(email, request.ip);
        const fresh = signInCodes.issue(user.id);
        if (fresh) {
          try {
            await context.options.sendSignInCode({ name: user.name, address: user.email }, fresh);
          } catch (error) {
            signInCodes.discard(user.id);
            request.log.error({ err: error }, 'could not e-mail a sign-in code');
            throw new StaffApiError(
              503,
              'SIGN_IN_CODE_NOT_SENT',
              'We could not e-mail your code. Try again in a minute.',
            );
          }
          audit.write({ id: user.id, name: user.name }, { action: 'sign-in code sent' });
        }
        return reply.code(202).send({ codeRequired: true, message: signInCodeSentMessage } satisfies SignInCodeAnswer);
      }
    }
    throttle.succeeded(email, user.id, request.ip);
    const sessionId = sessions.create(user.id);
    audit.write({ id: user.id, name: user.name }, { action: 'signed in' });
    setSessionCookie(context, reply, request, sessionId);
    return answer(user, sessionId);
  });

  app.delete('/session', async (request, reply) => {
    const { sessionId } = request.staff;
    if (sessionId) sessions.revoke(sessionId);
    audit.write(request.staff.actor, { action: 'signed out' });
    clearSessionCookie(context, reply, request);
    return reply.code(204).send();
  });

  /** The person themselves: no one else's session or token may change a password here. */
  const self = (request: FastifyRequest) => {
    const { user, sessionId } = request.staff;
    if (!user || !sessionId) throw new StaffApiError(403, 'FORBIDDEN', 'Sign in as yourself to change your account');
    return { user, sessionId };
  };

  app.post('/session/password', async (request, reply) => {
    const { user, sessionId } = self(request);
    const body = parseInput(changePasswordRequest, request.body);
    // Throttled like a sign-in: a stolen session must not become a password-guessing oracle.
    const wait = throttle.waitSeconds(user.email, request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new StaffApiError(429, 'SIGN_IN_THROTTLED', 'Too many attempts; wait a little and try again');
    }
    throttle.countTry(user.email, request.ip);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      audit.write(request.staff.actor, { action: 'password change failed' });
      throw new StaffApiError(401, 'CURRENT_PASSWORD_WRONG', 'Your current password is not right');
    }
    throttle.succeeded(user.email, user.id, request.ip);
    checkNewPassword(body.newPassword, [user.email, user.email.split('@')[0], ...user.name.split(/\s+/)]);
    const passwordHash = await hashPassword(body.newPassword);
    context.transaction(() => {
      accounts.setPasswordHash(user.id, passwordHash);
      throttle.passwordSet(user.id);
      audit.write(request.staff.actor, { action: 'changed own password' });
    });
    sessions.revokeOthers(user.id, sessionId);
    return reply.code(204).send();
  });

  app.post('/session/sign-out-others', async (request): Promise<SignOutOthersAnswer> => {
    const { user, sessionId } = self(request);
    const ended = sessions.revokeOthers(user.id, sessionId);
    audit.write(request.staff.actor, { action: 'signed out other sessions', detail: `${ended} session(s)` });
    return { ended };
  });

  app.get<{ Querystring: { token?: string } }>(
    '/setup',
    { config: { staffAccess: 'public' } },
    async (request): Promise<SetupInfo> => {
      const link = accounts.peekSetupToken(String(request.query.token ?? ''));
      if (!link) throw setupLinkInvalid();
      if (link.userId === null) return { kind: 'first-admin', email: null, name: null };
      const user = accounts.require(link.userId);
      return { kind: 'set-password', email: user.email, name: user.name };
    },
  );

  app.post('/setup', { config: { staffAccess: 'public' } }, async (request: FastifyRequest, reply) => {
    const body = parseInput(setupBody, request.body);
    const link = accounts.peekSetupToken(body.token);
    if (!link) throw setupLinkInvalid();
    const existing = link.userId === null ? undefined : accounts.require(link.userId);
    const email = existing?.email ?? body.email;
    const name = existing?.name ?? body.name;
    if (!email || !name) throw new StaffApiError(422, 'INVALID_REQUEST', 'Give your name and e-mail address');
    checkNewPassword(body.password, [email, email.split('@')[0], ...name.split(/\s+/)]);
    const passwordHash = await hashPassword(body.password);
    // Checked again after the slow hash: two uses of one link in parallel make one account.
    const { user, first } = context.transaction(() => {
      if (!accounts.peekSetupToken(body.token)) throw setupLinkInvalid();
      accounts.consumeSetupToken(body.token);
      // The first admin: made by this link, or by the command line before anyone had a password.
      const first =
        !existing ||
        (existing.role === 'admin' &&
          existing.passwordHash === null &&
          !accounts.list().some((other) => other.passwordHash !== null));
      const user = existing ?? accounts.create({ email, name, role: 'admin' });
      accounts.setPasswordHash(user.id, passwordHash);
      throttle.passwordSet(user.id);
      sessions.revokeAll(user.id);
      audit.write(
        { id: user.id, name: user.name },
        { action: existing ? 'set password' : 'created first admin', detail: user.email },
      );
      return { user, first };
    });
    if (!first) return reply.code(204).send();
    // The first admin's link came from the gateway's start-up output or its command line: whoever
    // holds it runs the server, so they are signed in at once rather than asked for the password they
    // just chose. Everyone else signs in as usual, codes included.
    const sessionId = sessions.create(user.id);
    audit.write({ id: user.id, name: user.name }, { action: 'signed in' });
    setSessionCookie(context, reply, request, sessionId);
    return answer(accounts.require(user.id), sessionId);
  });
}
