import type { BookingFeeds } from '../auth/booking-feeds';
import type { Actor, AuditLog } from '../audit-log';
import type { StaffSessions } from '../auth/staff-sessions';

interface AccessServices {
  sessions: StaffSessions;
  feeds: BookingFeeds;
  audit: AuditLog;
}
type Person = { id: string; email: string };

/** Revokes the person's calendar feed link, audited; false when they had none. */
export function revokeFeed({ feeds, audit }: AccessServices, actor: Actor, user: Person): boolean {
  if (!feeds.revoke(user.id)) return false;
  audit.write(actor, { action: 'revoked calendar feed link', detail: user.email });
  return true;
}

/**
 * Ends every way the person still reads the back office's data: their sessions, and their
 * calendar feed link, which needs no session. Disable, remove and "sign out everywhere" call it,
 * from the API and the command line alike.
 */
export function endAccess(services: AccessServices, actor: Actor, user: Person) {
  services.sessions.revokeAll(user.id);
  revokeFeed(services, actor, user);
}
