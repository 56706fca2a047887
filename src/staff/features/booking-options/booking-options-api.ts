import type { BookingOptions } from '@schemas/booking-options';
import { staffClient } from '../../lib/staff-client';

export const bookingOptionsKey = ['booking-options'] as const;

export const loadBookingOptions = async () => (await staffClient.get<BookingOptions>('/booking-options')).data;

export const saveBookingOptions = async (options: BookingOptions) =>
  (await staffClient.put<BookingOptions>('/booking-options', options)).data;
