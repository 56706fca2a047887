import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookFormAnswer } from '../../schemas/book-form-answer';
import { nepalDateTime } from '../../schemas/booking-slots';
import type { Company } from '../../schemas/company';
import { countries } from '../../schemas/countries';
import { HONEYPOT_FIELD } from '../../schemas/honeypot';
import { meetingRecord, type meetingRecordFor } from '../../schemas/meeting';
import { isTimeZone } from '../../schemas/zoned-time';
import { RateLimited } from '../errors/rate-limited';
import { StorageError } from '../errors/storage-error';
import { isForm, parseFormBodies } from '../http/form-body';
import { sameOrigin } from '../http/same-origin';
import { pageHtml, type PageLanguage } from './manage-page';
import { addressKey } from '../http/address-key';
import { validateFields } from '../tables/incoming-records';
import type { BookFormPage } from './book-form-page';
import { clockLocaleOf } from './book-pages';
import type { MeetingCommands } from './meeting-commands';
import { BookingLimitError } from '../errors/booking-limit-error';
import { SlotTakenError } from '../errors/slot-taken-error';
import { sendPrivatePage } from '../http/private-page';

export interface BookFormOptions {
  meetings: MeetingCommands;
  page: BookFormPage;
  /** The Meeting record's schema with the purposes and gateways offered now. */
  meetingSchema: () => ReturnType<typeof meetingRecordFor>;
  /** The site's own origin when PUBLIC_URL is set; otherwise the request's host is the site. */
  publicOrigin: string | undefined;
  /** The company facts as staff last set them. */
  company: () => Company;
}

/** The longest honest form: 2,000 characters of Devanagari notes are 18 KB once percent-encoded. */
const FORM_LIMIT = 32 * 1024;
const fieldNames = Object.keys(meetingRecord.shape);
/** A nearest free time pressed on the answer page, or a time checked in the picker ('YYYY-MM-DD HH:MM', Nepal time). */
const slotPattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

const nepaliNames = new Intl.DisplayNames(['ne'], { type: 'region', fallback: 'none' });
/**
 * The country a visitor typed into the Country field (a plain text box without JavaScript): its
 * English name, or its Nepali one as the /ne/book list shows it, in any case. Anything else stays as
 * typed, for the schema to refuse with its message.
 */
function countryFromText(text: string): string {
  const wanted = text.trim().toLocaleLowerCase();
  const found = countries.find(
    (country) =>
      country.name.toLocaleLowerCase() === wanted || nepaliNames.of(country.code)?.toLocaleLowerCase() === wanted,
  );
  return found?.name ?? text.trim();
}

/** The words of the plain page answered when there is no build to render /book with, or nothing could be read. */
const plainWords = {
  en: {
    title: 'Book a meeting',
    requested: 'Requested: we will confirm by e-mail.',
    refused: 'The booking was not sent. Go back, check your answers and send it again.',
    foreign: 'This form must be sent from the booking page itself.',
    tooMany: 'Too many forms were sent from here just now. Wait a minute, then go back and send it again.',
    limited:
      'You already have several meeting requests waiting for our answer. Please wait for our reply by e-mail, or call us (the number is on the Contact page) to book another meeting now.',
    back: 'Back to the booking form',
  },
  ne: {
    title: 'बैठक बुक गर्नुहोस्',
    requested: 'अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं।',
    refused: 'बुकिङ पठाइएन। पछाडि गएर उत्तरहरू जाँच्नुहोस् र फेरि पठाउनुहोस्।',
    foreign: 'यो फारम बुकिङ पृष्ठबाटै पठाउनुपर्छ।',
    tooMany: 'यहाँबाट भर्खरै धेरै फारम पठाइए। एक मिनेट पर्खेर पछाडि जानुहोस् र फेरि पठाउनुहोस्।',
    limited:
      'तपाईंका केही बैठक अनुरोध हाम्रो जवाफको प्रतीक्षामा छन्। कृपया इमेलमा हाम्रो जवाफ पर्खनुहोस्, वा अर्को बैठक अहिले नै बुक गर्न हामीलाई फोन गर्नुहोस् (नम्बर सम्पर्क पृष्ठमा छ)।',
    back: 'बुकिङ फारममा फर्कनुहोस्',
  },
} as const;

const plainPage = (lang: PageLanguage, text: string, tone: 'success' | 'error', company: Company) =>
  pageHtml(
    plainWords[lang].title,
    `<h1>${plainWords[lang].title}</h1><p class="notice ${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${text}</p><p><a href="${lang === 'ne' ? '/ne/book' : '/book'}">${plainWords[lang].back}</a></p>`,
    lang,
    company,
  );

/**
 * The /book form sent without JavaScript (a plain HTML POST to /book or /ne/book): the same
 * checks, slot rules, record and notifications as the site's JSON create, answered with the /book
 * page itself: the truth after a booking ("Requested: we will confirm by e-mail", Nepal time), or
 * the form again with everything typed and a message per field, or the nearest free times. Like the
 * other public form posts it must come from the site's own pages (Origin, else Referer); the table
 * API's write limit counts it (server/http/rate-limits.ts).
 */
export function bookFormRoutes(options: BookFormOptions) {
  async function bookPage(reply: FastifyReply, status: number, lang: PageLanguage, body: BookFormAnswer) {
    const html = await options.page.render(lang, body, clockLocaleOf(reply.request.headers['accept-language']));
    if (html) return sendPrivatePage(reply, status, html);
    const text = body.requested
      ? `${plainWords[lang].requested} ${body.requested.date} ${body.requested.time} (Nepal)`
      : body.limited
        ? plainWords[lang].limited
        : plainWords[lang].refused;
    return sendPrivatePage(
      reply,
      status,
      plainPage(lang, text, body.requested ? 'success' : 'error', options.company()),
    );
  }

  async function book(request: FastifyRequest, reply: FastifyReply) {
    const lang: PageLanguage = request.url.startsWith('/ne/') ? 'ne' : 'en';
    if (!sameOrigin(request, options.publicOrigin))
      return sendPrivatePage(reply, 403, plainPage(lang, plainWords[lang].foreign, 'error', options.company()));
    const form = request.body;
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') || !isForm(form))
      return sendPrivatePage(reply, 415, plainPage(lang, plainWords[lang].refused, 'error', options.company()));

    const values: Record<string, string> = Object.fromEntries(fieldNames.map((name) => [name, form[name] ?? '']));
    values.Country = countryFromText(values.Country);
    const slot = slotPattern.exec(form.slot ?? '');
    if (slot) [, values['Preferred date'], values['Preferred Time']] = slot;

    // A zone pressed in the picker without script: the same form again, its picker in that zone.
    if (form.zone !== undefined) {
      if (isTimeZone(form.zone)) values['Visitor Time Zone'] = form.zone;
      return bookPage(reply, 200, lang, { values, errors: {}, rezoned: true });
    }
    const requested = { date: values['Preferred date'], time: values['Preferred Time'] };
    // A bot gets what a person would get, and nothing is stored.
    if (form[HONEYPOT_FIELD]) return bookPage(reply, 200, lang, { values: {}, errors: {}, requested });
    const schema = options.meetingSchema();
    // The browser's language, as the form's code sends navigator.language: its clock tells the e-mails' times.
    const parsed = schema.safeParse({ ...values, 'Visitor Locale': clockLocaleOf(request.headers['accept-language']) });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return bookPage(reply, 422, lang, { values, errors });
    }
    try {
      // Exactly what the site's create stores: the checked record, empty answers left out.
      const fields = validateFields(schema, parsed.data);
      await options.meetings.book(fields, { lang, caller: addressKey(request.ip) });
    } catch (error) {
      if (error instanceof SlotTakenError) {
        const taken = error.nearest.map((free) => {
          const { date, time } = nepalDateTime(free.start);
          return `${date} ${time}`;
        });
        return bookPage(reply, 409, lang, { values, errors: {}, taken });
      }
      if (error instanceof BookingLimitError) return bookPage(reply, 429, lang, { values, errors: {}, limited: true });
      if (error instanceof StorageError) {
        request.log.error({ error: String(error.cause) }, 'a booking sent without JavaScript could not be stored');
        return bookPage(reply, 503, lang, { values, errors: {}, failed: true });
      }
      throw error;
    }
    return bookPage(reply, 200, lang, { values: {}, errors: {}, requested });
  }

  return async (app: FastifyInstance) => {
    parseFormBodies(app, FORM_LIMIT);
    // A refused body (too large, unreadable) or the write limit is answered as a page too: a browser shows it.
    app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      const lang: PageLanguage = request.url.startsWith('/ne/') ? 'ne' : 'en';
      if (error instanceof RateLimited) reply.header('Retry-After', error.retryAfterSeconds);
      const text = error instanceof RateLimited ? plainWords[lang].tooMany : plainWords[lang].refused;
      return sendPrivatePage(reply, status, plainPage(lang, text, 'error', options.company()));
    });
    for (const url of ['/book', '/book/', '/ne/book', '/ne/book/'])
      app.post(url, { bodyLimit: FORM_LIMIT }, (request, reply) => book(request, reply));
  };
}
