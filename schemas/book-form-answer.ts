/**
 * The gateway's answer to the /book form sent without JavaScript (a plain HTML POST), rendered into
 * the /book page by the build's server bundle (server/meetings/book-form-post.ts): the form again with
 * what was typed and a message per field, or the truth after a booking.
 */
export interface BookFormAnswer {
  /** The answers as sent, keyed by the Meeting record's field names (kept on a refusal, empty after a booking). */
  values: Record<string, string>;
  /** Each refused field's message, the schema's English one (the page translates it). */
  errors: Record<string, string>;
  /** Booked: the requested Nepal date and time. */
  requested?: { date: string; time: string };
  /** The time was taken meanwhile (or is not free): the nearest free starts, 'YYYY-MM-DD HH:MM' Nepal time. */
  taken?: string[];
  /** Nothing could be stored (the disk refused): send again later. */
  failed?: boolean;
  /** Refused: this e-mail or address already has the day's most meetings waiting (the table API's 429 TOO_MANY_MEETINGS). */
  limited?: boolean;
  /** Not a booking: a zone pressed in the picker, the form shown again with its times in that zone. */
  rezoned?: boolean;
}

/** The table API's error type for a meeting past the daily limit of unconfirmed ones. */
export const TOO_MANY_MEETINGS = 'TOO_MANY_MEETINGS';
