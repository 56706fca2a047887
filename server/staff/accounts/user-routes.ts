import type { FastifyInstance } from 'fastify';
import {
  auditQuery,
  notifyRequest,
  setupPath,
  userCreate,
  userPatch,
  type SessionUser,
  type UserCreatedAnswer,
} from '../../../schemas/staff-api';
import { StaffApiError, notFound } from '../staff-api-error';
import { parseInput, staffNotPermitted, adminsOnly } from '../auth/staff-auth';
import { endAccess, revokeFeed } from './end-access';
import { userView, type StaffUser } from './staff-accounts';
import type { StaffContext } from '../staff-context';

type IdParams = { Params: { id: string } };

/** Accounts (admins), the audit log (admins), and each person's own notification choice. */
export function registerUserRoutes(app: FastifyInstance, context: StaffContext) {
  const { accounts, audit, feeds } = context;
  const view = (user: StaffUser) => userView(user, feeds.createdAt(user.id) !== null);
  const setupUrl = (token: string, request: { protocol: string; host: string }) =>
    `${context.baseUrl(request)}${setupPath}?token=${token}`;
  /** The link, and whether it went by e-mail too (when a mail server is set). */
  const invite = (user: { name: string; email: string }, url: string) => ({
    setupUrl: url,
    emailed: context.options.onInvite?.({ name: user.name, address: user.email }, url) ?? false,
  });
  /** An admin cannot lock themself out by demoting, disabling or removing their own account. */
  const notSelf = (selfId: string | undefined, id: string) => {
    if (selfId === id)
      throw new StaffApiError(
        422,
        'CANNOT_CHANGE_OWN_ACCOUNT',
        'Ask another admin to change or remove your own account',
      );
  };

  app.get('/users', async (request) => {
    const items = accounts.list().map(view);
    // Staff see names for the assignee picker; the addresses and feed links are for admins.
    return {
      items:
        request.staff.role === 'admin' ? items : items.map((item) => ({ ...item, email: '', hasCalendarFeed: false })),
    };
  });

  app.post('/users', adminsOnly, async (request, reply): Promise<UserCreatedAnswer> => {
    const input = parseInput(userCreate, request.body);
    const user = accounts.create(input);
    const token = accounts.issueSetupToken(user.id);
    audit.write(request.staff.actor, { action: 'added account', detail: `${user.email} (${user.role})` });
    reply.code(201);
    return { user: view(user), ...invite(user, setupUrl(token, request)) };
  });

  app.patch<IdParams>('/users/:id', adminsOnly, async (request) => {
    const patch = parseInput(userPatch, request.body);
    const before = accounts.require(request.params.id);
    if ((patch.role && patch.role !== before.role) || patch.disabled) notSelf(request.staff.user?.id, before.id);
    const changes = Object.entries(patch).map(([key, value]) => `${key}: ${String(value)}`);
    const user = context.transaction(() => {
      const changed = accounts.update(before.id, patch);
      if (changed.disabled) endAccess(context, request.staff.actor, changed);
      audit.write(request.staff.actor, {
        action: 'changed account',
        detail: `${changed.email}; ${changes.join(', ')}`,
      });
      return changed;
    });
    return view(user);
  });

  app.delete<IdParams>('/users/:id', adminsOnly, async (request, reply) => {
    const user = accounts.require(request.params.id);
    notSelf(request.staff.user?.id, user.id);
    context.transaction(() => {
      endAccess(context, request.staff.actor, user);
      context.inbox.unassignAll(user.id);
      accounts.remove(user.id);
      audit.write(request.staff.actor, { action: 'removed account', detail: user.email });
    });
    return reply.code(204).send();
  });

  app.post<IdParams>('/users/:id/revoke-sessions', adminsOnly, async (request, reply) => {
    const user = accounts.require(request.params.id);
    context.transaction(() => {
      endAccess(context, request.staff.actor, user);
      audit.write(request.staff.actor, { action: 'signed out everywhere', detail: user.email });
    });
    return reply.code(204).send();
  });

  app.delete<IdParams>('/users/:id/calendar-feed', adminsOnly, async (request, reply) => {
    const user = accounts.require(request.params.id);
    context.transaction(() => {
      if (!revokeFeed(context, request.staff.actor, user)) throw notFound(`${user.name} has no calendar feed link`);
    });
    return reply.code(204).send();
  });

  app.post<IdParams>('/users/:id/setup-link', adminsOnly, async (request) => {
    const user = accounts.require(request.params.id);
    const token = accounts.issueSetupToken(user.id);
    audit.write(request.staff.actor, { action: 'made set-password link', detail: user.email });
    return invite(user, setupUrl(token, request));
  });

  app.put('/me/notify', async (request): Promise<SessionUser> => {
    const { user } = request.staff;
    if (!user) throw staffNotPermitted();
    const { tables } = parseInput(notifyRequest, request.body);
    const updated = accounts.setNotifyTables(user.id, [...new Set(tables)]);
    audit.write(request.staff.actor, { action: 'changed notifications', detail: tables.join(', ') || 'none' });
    return {
      id: updated.id,
      name: updated.name,
      email: updated.email,
      role: updated.role,
      notifyTables: updated.notifyTables,
    };
  });

  app.get('/audit', adminsOnly, async (request) => {
    const query = parseInput(auditQuery, request.query);
    const before = query.cursor && /^\d+$/.test(query.cursor) ? Number(query.cursor) : Number.MAX_SAFE_INTEGER;
    return audit.list(before, query.limit);
  });
}
