import type { FastifyInstance } from 'fastify';
import { slotMinutes } from '../../schemas/booking-slots';
import { isRealDate } from '../../schemas/calendar-date';
import { z } from '../../schemas/zod';
import { TypedApiError } from '../errors/api-error';
import type { BookingLedger } from './booking-ledger';

/** An answer in the table service's `{error:{type, message}}` shape. */
class BookingError extends TypedApiError {}

export const MAX_SLOT_DAYS = 62;

const slotsQuery = z.strictObject({
  from: z
    .string({ error: 'from is required (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'from must be a date as YYYY-MM-DD' })
    .refine(isRealDate, { error: 'from must be a real calendar date' }),
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: 'days must be at least 1' })
    .max(MAX_SLOT_DAYS, { error: `days must be at most ${MAX_SLOT_DAYS}` }),
  duration: z.enum(slotMinutes.map(String) as [string, ...string[]], {
    error: `duration must be one of ${slotMinutes.join(', ')}`,
  }),
});

/**
 * The public read of free slots: every free start (ISO instants) from a Nepal date for `days` days,
 * and each date's state, so the booking page can say why a date has none (closed, holiday, full).
 */
export function bookingRoutes(ledger: BookingLedger, readsPerMinute: number) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/booking/slots',
      { config: readsPerMinute > 0 ? { rateLimit: { max: readsPerMinute, timeWindow: 60_000 } } : {} },
      async (request, reply) => {
        const parsed = slotsQuery.safeParse(request.query);
        if (!parsed.success)
          throw new BookingError(400, 'INVALID_REQUEST_UNKNOWN', parsed.error.issues.map((i) => i.message).join('; '));
        const { from, days, duration } = parsed.data;
        const dates = ledger.days(from, days, Number(duration));
        reply.header('Cache-Control', 'no-store');
        return {
          timeZone: 'Asia/Kathmandu',
          slots: dates.flatMap((day) =>
            day.slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
          ),
          days: dates.map((day) => ({ date: day.date, status: day.status })),
        };
      },
    );
  };
}
