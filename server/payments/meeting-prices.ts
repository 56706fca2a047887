import { defaultMeetingPrices, durationPrice, type DurationPrice } from '../../schemas/meeting-price-text';
import type { MeetingPrices } from '../../schemas/payment-staff-api';
import { SettingsStore } from '../settings/settings-store';
import type { Db } from '../storage/db';

/** What each paid duration costs in NPR, as an admin set it in the back office (Payment page). */
export class MeetingPriceList {
  private readonly settings: SettingsStore;

  constructor(db: Db) {
    this.settings = new SettingsStore(db);
  }

  current(): MeetingPrices {
    return { ...defaultMeetingPrices, ...this.settings.get('meeting_prices') };
  }

  save(prices: MeetingPrices) {
    this.settings.set('meeting_prices', prices);
  }

  /** What a meeting of this `Meeting Duration` owes; null for the free one. */
  priceOf(duration: string): DurationPrice | null {
    return durationPrice(duration, this.current());
  }
}
