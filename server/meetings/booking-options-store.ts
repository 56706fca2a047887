import { bookingOptionsSchema, type BookingOptions } from '../../schemas/booking-options';
import { defaultBookingOptions, offeredOptions, type OfferedOptions } from '../../schemas/offered-options';
import { meetingRecordFor } from '../../schemas/meeting';
import type { Db } from '../storage/db';
import { SettingsStore } from '../settings/settings-store';

/**
 * The booking options admins edit (the `booking_options` setting), read at each use: another
 * gateway on the same PostgreSQL, or an import, may have changed them, and one row costs nothing.
 */
export class BookingOptionsStore {
  private readonly store: SettingsStore;

  constructor(db: Db) {
    this.store = new SettingsStore(db);
  }

  /** The options as stored; a value an older version wrote that no longer passes gives the spec's lists. */
  current(): BookingOptions {
    const parsed = bookingOptionsSchema.safeParse(this.store.get('booking_options'));
    return parsed.success ? parsed.data : defaultBookingOptions;
  }

  /** What the form offers now; undefined while that is the spec's lists (the prerendered page shows them). */
  changed(): OfferedOptions | undefined {
    return this.store.storedText('booking_options') === undefined ? undefined : offeredOptions(this.current());
  }

  /** The Nepali name of a purpose the company added (hidden since or not); undefined for any other. */
  addedPurposeNe(purpose: string): string | undefined {
    return this.current().ownPurposes.find((own) => own.en === purpose)?.ne;
  }

  /** The Meeting record's schema a submitted Purpose and Gateway are checked with. */
  meetingSchema() {
    return meetingRecordFor(offeredOptions(this.current()));
  }

  /** Stores the options (checked by the caller) and, in the same transaction, what `alongside` writes (the audit entry). */
  save(options: BookingOptions, alongside: () => void) {
    this.store.save('booking_options', options, defaultBookingOptions, alongside);
  }
}
