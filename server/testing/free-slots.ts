import { nepalDateTime } from '../../schemas/booking-slots';
import { meeting } from './sample-records';

export interface SlotsAnswer {
  timeZone: string;
  slots: { start: string; end: string }[];
  days: { date: string; status: string }[];
}

/** The public slots API's answer for the Nepal dates from `from`, for a meeting of `duration` minutes. */
export const slotsOf = async (base: string, from: string, days: number, duration: number): Promise<SlotsAnswer> =>
  (await fetch(`${base}/api/booking/slots?from=${from}&days=${days}&duration=${duration}`)).json();

/** A meeting on the slot that starts at `start` (an ISO instant), for `minutes`. */
export const bookingAt = (start: string, minutes = 30) => {
  const { date, time } = nepalDateTime(new Date(start));
  const duration = { 15: '15 Minutes - Free', 30: '30 Minutes - 49$', 60: '60 Minutes - 99$' }[minutes];
  return { ...meeting(), 'Preferred date': date, 'Preferred Time': time, 'Meeting Duration': duration };
};
