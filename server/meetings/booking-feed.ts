import type { FastifyInstance } from 'fastify';
import { nepalDateTime } from '../../schemas/booking-slots';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import { meetingFeed } from '../../schemas/meeting-feed';
import type { DurationPrice } from '../../schemas/meeting-price-text';
import { meetingCalendarStatus, meetingState } from '../../schemas/meeting-states';
import type { Db } from '../storage/db';
import { BookingFeeds } from '../staff/auth/booking-feeds';
import { RecordStore } from '../tables/record-store';
import { BookingLedger } from './booking-ledger';
import { MeetingLife } from './meeting-life';

/** The feed's address: the token is the only key, so it is as private as a password. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;
/** How long a past or cancelled meeting stays in the feed. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * `GET /calendar/<token>.ics`: the token's owner's meetings and every meeting nobody was given,
 * from 30 days back, each as its invitations have it (cancelled and declined ones as CANCELLED, so
 * subscribed calendars drop them). No session: the token is the key; unknown, revoked, or its
 * owner disabled or removed: 404.
 */
export function bookingFeedRoutes(
  db: Db,
  readsPerMinute: number,
  /** What each meeting's visitor was asked to pay (server/payments/meeting-payments.ts). */
  priceOf: (recordId: string, fields: MeetingRecord) => DurationPrice | null,
) {
  const feeds = new BookingFeeds(db);
  const records = new RecordStore(db);
  const ledger = new BookingLedger(db);
  const life = new MeetingLife(db);
  return async (app: FastifyInstance) => {
    app.get<{ Params: { file: string } }>(
      '/calendar/:file',
      { config: readsPerMinute > 0 ? { rateLimit: { max: readsPerMinute, timeWindow: 60_000 } } : {} },
      async (request, reply) => {
        const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file)?.[1];
        const owner = token && feeds.activeOwnerOf(token);
        if (!owner) return reply.code(404).type('text/plain; charset=utf-8').send('No such calendar');
        const now = new Date();
        const events = ledger.meetingsFor(owner, Date.now() - KEEP_MS).flatMap((row) => {
          const record = records.find(meetingTable, row.id);
          if (!record) return [];
          // The time the ledger holds (a reschedule moves it), not a re-reading of the request.
          const at = nepalDateTime(new Date(row.start));
          const fields = { ...(record.fields as MeetingRecord), 'Preferred date': at.date, 'Preferred Time': at.time };
          return [
            {
              recordId: record.id,
              record: fields,
              status: meetingCalendarStatus[meetingState(life.decisionOf(record.id))],
              sequence: life.sequence(record.id),
              now,
              price: priceOf(record.id, fields),
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
