import { EventEmitter } from 'node:events';
import type { FastifyPluginAsync } from 'fastify';
import type { MeetingDecision, RecordEvent, StaffRole } from '../../schemas/staff-api';
import type { Db } from '../database';
import type { Outbox } from '../relay/outbox';
import type { StoredRecord } from '../tables/record-store';
import type { UploadStore } from '../uploads/upload-store';
import type { StaffAccessChecker } from './auth/staff-auth';
import { AuditLog, type Actor } from './audit-log';
import { InboxStore } from './inbox/inbox-store';
import { StaffAccounts, type StaffUser } from './accounts/staff-accounts';
import { StaffSessions } from './auth/staff-sessions';
import { SignInThrottle } from './auth/sign-in-throttle';

/** A Meeting record as the decision hook receives it. */
export type DecidedMeeting = StoredRecord & { table: 'Meeting' };
/**
 * Called inside the SQLite transaction that records a decision: it must be synchronous, and a
 * throw undoes the decision (issue 11 queues the visitor's e-mail here).
 */
export type MeetingDecisionHook = (record: DecidedMeeting, decision: MeetingDecision) => void;

export interface StaffOptions {
  db: Db;
  mode: 'local' | 'relay';
  publicUrl: string | undefined;
  distDir: string;
  dataDir: string;
  /** Machine access (CLI, integrations): `Authorization: Bearer <token>`. */
  staffAccess: StaffAccessChecker;
  uploads: UploadStore;
  outbox?: Outbox;
  hostedBaseUrl?: string | null;
  /** Wakes the relay's forwarder after a dead letter is queued again. */
  onDeliveryRetry?: () => void;
  onMeetingDecision?: MeetingDecisionHook;
  /** Read per-upstream-table relay health (issue 12's readTableHealth), if present. */
  readTableHealth?: (db: Db) => unknown[];
  /** Plugins registered inside the authenticated /staff/api scope (e.g. notifications). */
  plugins?: FastifyPluginAsync[];
}

export interface StaffPrincipal {
  user: StaffUser | null;
  actor: Actor;
  role: StaffRole;
  sessionId: string | null;
}

/** `record`: a record arrived or changed; `sessions`: some session ended (open streams check theirs). */
export type StaffEvents = EventEmitter<{ record: [RecordEvent]; sessions: [] }>;

/** The services every staff route group shares. */
export class StaffContext {
  readonly accounts;
  readonly sessions;
  readonly throttle;
  readonly audit;
  readonly inbox;
  readonly events: StaffEvents = new EventEmitter();

  constructor(readonly options: StaffOptions) {
    const { db } = options;
    this.accounts = new StaffAccounts(db);
    this.sessions = new StaffSessions(db, this.accounts, () => this.events.emit('sessions'));
    this.throttle = new SignInThrottle(db);
    this.audit = new AuditLog(db);
    this.inbox = new InboxStore(db);
    this.events.setMaxListeners(0);
  }

  get db() {
    return this.options.db;
  }

  /** Absolute links (setup links) use PUBLIC_URL when configured, else the address the request came to. */
  baseUrl(request?: { protocol: string; host: string }): string {
    return this.options.publicUrl ?? (request ? `${request.protocol}://${request.host}` : '');
  }
}
