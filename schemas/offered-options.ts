import type { BookingOptions } from './booking-options';
import { meetingPurposeNe } from './meeting-purposes-ne';
import { meetingGateways, meetingPurposes } from './options';

/** The booking options while staff changed nothing: the spec's lists (zod-free, so the form loads it eagerly). */
export const defaultBookingOptions: BookingOptions = {
  hiddenPurposes: [],
  ownPurposes: [],
  gateways: [...meetingGateways],
};

/** What the booking form offers: the purposes shown (stored value and Nepali name) and the gateways, in order. */
export interface OfferedOptions {
  purposes: { value: string; ne: string }[];
  gateways: string[];
}

export function offeredOptions(options: BookingOptions): OfferedOptions {
  const hidden = new Set<string>(options.hiddenPurposes);
  return {
    purposes: [
      ...meetingPurposes.filter((value) => !hidden.has(value)).map((value) => ({ value, ne: meetingPurposeNe[value] })),
      ...options.ownPurposes.filter((purpose) => !purpose.hidden).map(({ en, ne }) => ({ value: en, ne })),
    ],
    gateways: meetingGateways.filter((gateway) => options.gateways.includes(gateway)),
  };
}

/** What the form offers while staff changed nothing (the prerendered /book). */
export const specOptions = offeredOptions(defaultBookingOptions);
