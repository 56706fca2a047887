import type { Slot } from '../../schemas/booking-slots';
import { nepalDateTime } from '../../schemas/booking-slots';

/** A Meeting asked for a time that is not a free slot (taken meanwhile, closed, too soon); `nearest` are free ones. */
export class SlotTakenError extends Error {
  constructor(readonly nearest: Slot[]) {
    const offers = nearest.map((slot) => {
      const { date, time } = nepalDateTime(slot.start);
      return `${date} ${time}`;
    });
    super(
      `That time is not free any more (taken, closed or too soon). ${
        offers.length > 0 ? `The nearest free times (Nepal time): ${offers.join(', ')}.` : 'Please choose another date.'
      }`,
    );
  }
}
