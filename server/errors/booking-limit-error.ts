/**
 * A visitor (by e-mail or by address) already has the day's most meetings waiting for an answer:
 * nothing was stored. Each way of booking answers it in its own shape (a 429).
 */
export class BookingLimitError extends Error {
  constructor(limit: number, phone: string) {
    super(
      `You already have ${limit} meeting requests waiting for our answer from the last 24 hours. Please wait for our reply by e-mail, or call us on ${phone} to book another meeting now.`,
    );
  }
}
