import { nepaliDigits } from './nepali-digits';
import { meetingDurations } from './options';

/**
 * What a paid meeting costs as visitors are told it, in every place they read it (the form's
 * options, the confirmation panel, the manage page, the e-mails). No zod here: the booking form
 * loads it with the page. The record keeps the spec's option text ('30 Minutes - 49$'); the price
 * is the one staff set in NPR, with a USD figure beside it only when they gave one.
 */

/** A paid duration's price: NPR in paisa (NPR 1 = 100 paisa), and a USD figure shown beside it, or null. */
export interface DurationPrice {
  paisa: number;
  usd: number | null;
}

/** The paid durations' prices, by minutes. */
export type DurationPrices = Record<'30' | '60', DurationPrice>;

/** Until staff set them: about the old USD prices at NPR 133 to the dollar. */
export const defaultMeetingPrices: DurationPrices = {
  '30': { paisa: 650_000, usd: 49 },
  '60': { paisa: 1_300_000, usd: 99 },
};

/** An amount in paisa as NPR, with the Nepali grouping of digits: 650000 → "NPR 6,500". */
export const nprText = (paisa: number) =>
  `NPR ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paisa / 100)}`;

/**
 * An amount as nprText writes it ("NPR 6,500") the way Nepali pages write it: "रु. ६,५००". It reads
 * the text, not paisa, because e-mails already queued carry the amount as nprText wrote it.
 */
export const nprTextNe = (text: string) => `रु. ${nepaliDigits(text.replace(/^NPR /, ''))}`;

/** What a meeting of this `Meeting Duration` (the spec's option text) costs at `prices`; null for the free one. */
export function durationPrice(duration: string, prices: DurationPrices): DurationPrice | null {
  const option = meetingDurations.find((candidate) => candidate.value === duration) ?? meetingDurations[0];
  return option.price === 'Free' ? null : prices[String(option.minutes) as keyof DurationPrices];
}

/**
 * What a booked meeting costs: `price` as staff priced it when it was booked or its message queued
 * (null: free), or, from before prices were kept (undefined), the default price of its duration.
 */
export const bookedPrice = (duration: string, price: DurationPrice | null | undefined) =>
  price !== undefined ? price : durationPrice(duration, defaultMeetingPrices);

/**
 * 'NPR 6,500 (about USD 49)', 'NPR 6,500' without a USD figure, 'Free'; in Nepali in Devanagari
 * digits, as the Nepali pages write numbers: 'रु. ६,५०० (करिब ४९ अमेरिकी डलर)', 'निःशुल्क'.
 */
export function priceText(price: DurationPrice | null, lang: 'en' | 'ne'): string {
  if (lang === 'ne') {
    if (!price) return 'निःशुल्क';
    const npr = nprTextNe(nprText(price.paisa));
    return price.usd ? `${npr} (करिब ${nepaliDigits(price.usd)} अमेरिकी डलर)` : npr;
  }
  if (!price) return 'Free';
  return price.usd ? `${nprText(price.paisa)} (about USD ${price.usd})` : nprText(price.paisa);
}
