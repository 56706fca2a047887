/** The free slots the booking page shows: each Nepal date's state and every free start (ISO instants). */
export interface FreeSlots {
  days: { date: string; status: string }[];
  slots: { start: string }[];
}

/**
 * /book's free slots rendered into its HTML by the gateway, so the picker is there before any script:
 * the coming days for `minutes` (the shortest meeting, the form's first choice), and the clock the
 * visitor's browser asked for (its Accept-Language) when the page answers their form.
 */
export interface BookingPageSlots extends FreeSlots {
  minutes: number;
  clockLocale?: string;
}

/** How many coming days /book carries in its HTML; the picker reads the rest once its code runs. */
export const PAGE_SLOT_DAYS = 14;
