import type { FastifyPluginAsync } from 'fastify';
import type { MeetingLifeView, StaffRole } from '../../schemas/staff-api';
import { BookingFeeds } from './auth/booking-feeds';
import type { Db } from '../storage/db';
import type { Delivery } from './delivery/delivery';
import type { StaffAccessChecker } from '../staff-token';
import type { RecordStore } from '../tables/record-store';
import type { UploadLedger } from '../uploads/upload-ledger';
import type { UploadStore } from '../uploads/upload-store';
import type { StaffAccounts, StaffUser } from './accounts/staff-accounts';
import { AuditLog, type Actor } from './audit-log';
import { SignInCodes } from './auth/sign-in-codes';
import { SignInThrottle } from './auth/sign-in-throttle';
import { StaffEvents } from './staff-events';
import { StaffSessions } from './auth/staff-sessions';
import { InboxStore, type InboxMeetings } from './inbox/inbox-store';
import { typedDb } from '../storage/typed-db';

/** E-mails a set-password link to its person when a mail server is set now; answers whether it did. */
export type InviteHook = (to: { name: string; address: string }, setupUrl: string) => boolean;

export interface StaffOptions {
  db: Db;
  publicUrl: string | undefined;
  distDir: string;
  dataDir: string;
  /** Machine access (CLI, integrations): `Authorization: Bearer <token>`. */
  staffAccess: StaffAccessChecker;
  accounts: StaffAccounts;
  store: RecordStore;
  uploads: UploadStore;
  ledger: UploadLedger;
  /** The hosted table mirror's deliveries; given when a mirror is configured. */
  delivery?: Delivery;
  /** A meeting's booked time and decisions, as the inbox shows and filters them. */
  meetings: InboxMeetings;
  /** A meeting's join link, decline reason and offers, kept beside the record (issue 29). */
  meetingLife?: (recordId: string) => MeetingLifeView;
  /** E-mails a set-password link to its person; none when notifications are off. */
  onInvite?: InviteHook;
  /** E-mails a one-time sign-in code; without it (notifications off) a right password is never asked for one. */
  sendSignInCode?: (to: { name: string; address: string }, code: string) => Promise<void>;
  /** The clock the inbox's time filters read (tests move it); the system's by default. */
  clock?: () => Date;
  /** Route groups of other rooms (the Team editor, the Mail page) registered inside the authenticated /staff/api scope. */
  plugins?: StaffPlugin[];
}

/** A plugin inside the staff API's scope, whose session, CSRF and role checks it relies on. */
export type StaffPlugin = FastifyPluginAsync<{ context: StaffContext }>;

export interface StaffPrincipal {
  user: StaffUser | null;
  actor: Actor;
  role: StaffRole;
  sessionId: string | null;
}

/** The services every staff route group shares. */
export class StaffContext {
  readonly accounts;
  readonly sessions;
  readonly throttle;
  readonly signInCodes;
  readonly audit;
  readonly inbox;
  readonly feeds;
  readonly events: StaffEvents;

  constructor(readonly options: StaffOptions) {
    const { db } = options;
    this.accounts = options.accounts;
    this.sessions = new StaffSessions(db, this.accounts, () => this.events.emit('sessions'));
    this.throttle = new SignInThrottle(db);
    this.signInCodes = new SignInCodes(db);
    this.audit = new AuditLog(db);
    this.inbox = new InboxStore(db, options.meetings);
    this.feeds = new BookingFeeds(db);
    this.events = new StaffEvents(db);
  }

  get db() {
    return this.options.db;
  }

  /** Runs `work`, which asks several owners to write, in one transaction: all of it commits, or none. */
  transaction<T>(work: () => T): T {
    return typedDb(this.options.db).transaction(work);
  }

  /** Absolute links (setup links) use PUBLIC_URL when configured, else the address the request came to. */
  baseUrl(request?: { protocol: string; host: string }): string {
    return this.options.publicUrl ?? (request ? `${request.protocol}://${request.host}` : '');
  }
}
