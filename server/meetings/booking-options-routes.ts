import { bookingOptionsSchema, type BookingOptions } from '../../schemas/booking-options';
import { adminsOnly, parseInput } from '../staff/auth/staff-auth';
import type { StaffPlugin } from '../staff/staff-context';
import type { BookingOptionsStore } from './booking-options-store';

/** The audit entry's detail: what the form offers after the change. */
const summary = (options: BookingOptions) =>
  [
    `own purposes: ${options.ownPurposes.map((purpose) => `${purpose.en}${purpose.hidden ? ' (hidden)' : ''}`).join(', ') || 'none'}`,
    `hidden: ${options.hiddenPurposes.join(', ') || 'none'}`,
    `gateways: ${options.gateways.join(', ')}`,
  ].join('; ');

/**
 * The booking form's options (admins): `GET /booking-options` and `PUT /booking-options` with all of
 * them; a wrong value answers 422 naming its field, nothing stored. Audited. The /book pages show a
 * change at their next request (server/meetings/book-pages.ts).
 */
export const bookingOptionsRoutes =
  (options: BookingOptionsStore): StaffPlugin =>
  async (app, { context }) => {
    app.get('/booking-options', adminsOnly, async (): Promise<BookingOptions> => options.current());

    app.put('/booking-options', adminsOnly, async (request): Promise<BookingOptions> => {
      const next = parseInput(bookingOptionsSchema, request.body);
      options.save(next, () =>
        context.audit.write(request.staff.actor, { action: 'changed booking options', detail: summary(next) }),
      );
      return options.current();
    });
  };
