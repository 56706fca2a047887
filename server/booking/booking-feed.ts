import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nepalDateTime } from '../../schemas/booking-slots';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import { meetingFeed } from '../../schemas/meeting-feed';
import { meetingCalendarStatus, meetingState } from '../../schemas/meeting-states';
import type { Db } from '../db';
import { InboxStore } from '../staff/inbox/inbox-store';

export const bookingFeedSchema = `
CREATE TABLE IF NOT EXISTS booking_feeds (
  user_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
`;

/** The feed's address: the token is the only key, so it is as private as a password. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** How long a past or cancelled meeting stays in the feed. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * Per-person private calendar feeds: a random token (only its hash is kept, so it is shown once)
 * that a new link replaces and Revoke removes.
 */
export class BookingFeeds {
  constructor(private readonly db: Db) {}

  /** A new token for `userId`; any earlier one stops working. */
  issue(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO booking_feeds (user_id, token_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
      )
      .run(userId, hashOf(token), new Date().toISOString());
    return token;
  }

  revoke(userId: string): boolean {
    return this.db.prepare('DELETE FROM booking_feeds WHERE user_id = ?').run(userId).changes > 0;
  }

  /** When the person's current link was made, or null when they have none. */
  createdAt(userId: string): string | null {
    const row = this.db.prepare('SELECT created_at FROM booking_feeds WHERE user_id = ?').get(userId) as
      { created_at: string } | undefined;
    return row?.created_at ?? null;
  }

  ownerOf(token: string): string | undefined {
    const row = this.db.prepare('SELECT user_id FROM booking_feeds WHERE token_hash = ?').get(hashOf(token)) as
      { user_id: string } | undefined;
    return row?.user_id;
  }
}

interface FeedRow {
  id: string;
  start: number;
  end: number;
}

/**
 * `GET /calendar/<token>.ics`: the token's owner's meetings and every meeting nobody was given,
 * from 30 days back, each as its invitations have it (cancelled and declined ones as CANCELLED, so
 * subscribed calendars drop them). No session: the token is the key; unknown or revoked: 404.
 */
export function bookingFeedRoutes(db: Db, readsPerMinute: number) {
  const feeds = new BookingFeeds(db);
  const inbox = new InboxStore(db);
  return async (app: FastifyInstance) => {
    app.get<{ Params: { file: string } }>(
      '/calendar/:file',
      { config: readsPerMinute > 0 ? { rateLimit: { max: readsPerMinute, timeWindow: 60_000 } } : {} },
      async (request, reply) => {
        const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file)?.[1];
        const owner = token && feeds.ownerOf(token);
        if (!owner) return reply.code(404).type('text/plain; charset=utf-8').send('No such calendar');
        const rows = db
          .prepare(
            `SELECT id, start_ms AS start, end_ms AS end FROM booking_slots
             WHERE kind = 'meeting' AND end_ms > ? AND (assignee = ? OR assignee IS NULL) ORDER BY start_ms`,
          )
          .all(Date.now() - KEEP_MS, owner) as FeedRow[];
        const now = new Date();
        const events = rows.flatMap((row) => {
          const record = inbox.find(meetingTable, row.id);
          if (!record) return [];
          // The time the ledger holds (a reschedule moves it), not a re-reading of the request.
          const at = nepalDateTime(new Date(row.start));
          const fields = { ...(record.fields as MeetingRecord), 'Preferred date': at.date, 'Preferred Time': at.time };
          return [
            {
              recordId: record.id,
              record: fields,
              status: meetingCalendarStatus[meetingState(record.decision)],
              sequence: inbox.decisions(record.seq),
              now,
            },
          ];
        });
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Cache-Control', 'private, no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(meetingFeed(events, 'Meetings'));
      },
    );
  };
}
