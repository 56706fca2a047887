import { nepalDateTime } from '../../../schemas/booking-slots';
import { company as defaultCompany, type Company } from '../../../schemas/company';
import type { MeetingRecord } from '../../../schemas/meeting';
import { meetingDuration } from '../../../schemas/meeting-calendar';
import { bookedPrice, nprTextNe, priceText, type DurationPrice } from '../../../schemas/meeting-price-text';
import { purposeNe } from '../../../schemas/meeting-purposes-ne';
import { nepaliDigits } from '../../../schemas/nepali-digits';
import type { MeetingDecision } from '../../../schemas/staff-api';
import { oneLine, type MailContent, type MailRow } from './mail-layout';
import { meetingFacts } from './meeting-facts';
import { meetingWhen } from '../../../schemas/meeting-when';

export interface VisitorMessage {
  subject: string;
  content: MailContent;
}

/** The language of the page the visitor booked on: their e-mails are in it. */
export type MailLanguage = 'en' | 'ne';

/** What the meeting e-mails say, in each language; the gateway's name stays as stored, the purpose is in the reader's language. */
interface Words {
  lang: MailLanguage;
  /** The Nepal date and time in full, in the visitor's zone first when it is known; the short form for subjects. */
  /** `zone` and `locale`: the Meeting's `Visitor Time Zone` and `Visitor Locale` (schemas/meeting-when.ts). */
  when: (date: string, time: string, zone?: string, locale?: string) => string;
  short: (date: string, time: string, zone?: string, locale?: string) => string;
  labels: { when: string; duration: string; price: string; gateway: string; purpose: string; manage: string };
  minutes: (n: number) => string;
  manageLink: string;
  join: (gateway: string) => string;
  joinAction: (gateway: string) => string;
  freeTime: (n: number) => string;
  book: string;
  contact: string;
  received: { subject: (when: string) => string; heading: string; body: (gateway: string) => string };
  confirmed: {
    subject: (when: string) => string;
    heading: string;
    withLink: (gateway: string) => string;
    without: string;
  };
  rescheduled: { subject: (when: string) => string; heading: string; body: string };
  cancelled: { subject: (when: string) => string; heading: string; body: string };
  declined: {
    subject: (when: string) => string;
    heading: string;
    body: string;
    reason: (reason: string) => string;
    offers: string;
    none: string;
  };
  payment: {
    intro: (price: string) => string;
    /** Paid online (issue 46): a "Pay with …" link per wallet while payment is due. */
    due: (amount: string) => string;
    payWith: (wallet: string) => string;
    /** A paid meeting with no wallet and no instructions set: how the visitor will learn to pay. */
    contact: (price: string) => string;
    bank: string;
    wallet: string;
    qr: string;
    qrValue: string;
    qrAlt: string;
  };
  paid: {
    subject: (when: string) => string;
    heading: string;
    body: (amount: string, wallet: string) => string;
    transaction: string;
  };
  reminder: {
    subject: (soon: string, when: string) => string;
    heading: (soon: string) => string;
    tomorrow: string;
    inAnHour: string;
    withLink: (gateway: string) => string;
    without: string;
  };
}

const english = (company: Company): Words => ({
  lang: 'en',
  when: (date, time, zone, locale) => meetingWhen({ date, time }, zone, 'en', 'full', locale),
  short: (date, time, zone, locale) => meetingWhen({ date, time }, zone, 'en', 'short', locale),
  labels: {
    when: 'When',
    duration: 'Duration',
    price: 'Price',
    gateway: 'Gateway',
    purpose: 'Purpose',
    manage: 'Change or cancel',
  },
  minutes: (n) => `${n} minutes`,
  manageLink: 'Move or cancel this meeting',
  join: (gateway) => `Join on ${gateway}`,
  joinAction: (gateway) => `Join the meeting on ${gateway}`,
  freeTime: (n) => `Free time ${n}`,
  book: 'Book another time',
  contact: `Questions? Call us on ${company.phone.display} or reply to this e-mail.`,
  received: {
    subject: (when) => `Requested: your meeting on ${when}`,
    heading: 'Requested: we will confirm by e-mail',
    body: (gateway) =>
      `Thank you for booking a meeting with ${company.name}. Your time is requested, not yet confirmed: we will confirm it by e-mail, with the ${gateway} link. The attached invitation holds the time in your calendar as tentative until then.`,
  },
  confirmed: {
    subject: (when) => `Confirmed: your meeting on ${when}`,
    heading: 'Your meeting is confirmed',
    withLink: (gateway) =>
      `We look forward to meeting you. Join on ${gateway} with the link below; the attached invitation updates the one in your calendar and carries the link too.`,
    without: 'We look forward to meeting you. The attached invitation updates the one in your calendar.',
  },
  rescheduled: {
    subject: (when) => `Moved: your meeting is now on ${when}`,
    heading: 'Moved: we will confirm the new time by e-mail',
    body: 'Your meeting has moved to the time below. The attached invitation moves it in your calendar; we will confirm the new time by e-mail.',
  },
  cancelled: {
    subject: (when) => `Cancelled: your meeting on ${when}`,
    heading: 'Your meeting is cancelled',
    body: 'This meeting is cancelled; the attached cancellation removes it from your calendar. You are welcome to book another time whenever it suits you.',
  },
  declined: {
    subject: (when) => `We cannot meet on ${when}`,
    heading: 'We are sorry: we cannot make this time',
    body: `Thank you for your interest in ${company.name}. Unfortunately we cannot meet at the time you asked for, so we have cancelled the invitation in your calendar.`,
    reason: (reason) => `Our reason: ${reason}`,
    offers:
      'We could meet at one of the times below instead: choose one and it is booked for you at once (it stays free until someone takes it).',
    none: 'We would be glad to find another time.',
  },
  payment: {
    due: (amount) => `Payment is due: ${amount}. Pay now to keep your time, with one of these:`,
    payWith: (wallet) => `Pay with ${wallet}`,
    contact: (price) =>
      `This meeting costs ${price}. We will tell you how to pay before the meeting; questions about paying: call us on ${company.phone.display} or reply to this e-mail.`,
    intro: (price) =>
      `This meeting costs ${price}. Please pay before the meeting, as below, with your name as the reference:`,
    bank: 'Bank transfer',
    wallet: 'Digital wallet',
    qr: 'QR code',
    qrValue: 'Scan the QR code below to pay',
    qrAlt: 'QR code to pay for the meeting',
  },
  paid: {
    subject: (when) => `Paid: your meeting on ${when}`,
    heading: 'Payment received',
    body: (amount, wallet) => `Thank you: we have received ${amount} with ${wallet} for the meeting below.`,
    transaction: 'Transaction ID',
  },
  reminder: {
    subject: (soon, when) => `Reminder: your meeting ${soon}, ${when}`,
    heading: (soon) => `Reminder: your meeting is ${soon}`,
    tomorrow: 'tomorrow',
    inAnHour: 'in one hour',
    withLink: (gateway) => `We look forward to meeting you. Join on ${gateway} with the link below at the time.`,
    without: 'We look forward to meeting you at the time below.',
  },
});

/** Nepali: dates in both calendars (AD with the Bikram Sambat date), Devanagari digits. */
const nepali = (company: Company): Words => ({
  lang: 'ne',
  when: (date, time, zone) => meetingWhen({ date, time }, zone, 'ne', 'full'),
  short: (date, time, zone) => meetingWhen({ date, time }, zone, 'ne', 'short'),
  labels: {
    when: 'समय',
    duration: 'अवधि',
    price: 'शुल्क',
    gateway: 'माध्यम',
    purpose: 'उद्देश्य',
    manage: 'सार्ने वा रद्द गर्ने',
  },
  minutes: (n) => `${nepaliDigits(n)} मिनेट`,
  manageLink: 'यो बैठक सार्नुहोस् वा रद्द गर्नुहोस्',
  join: (gateway) => `${gateway} मा जोडिनुहोस्`,
  joinAction: (gateway) => `${gateway} मा बैठकमा जोडिनुहोस्`,
  freeTime: (n) => `खाली समय ${nepaliDigits(n)}`,
  book: 'अर्को समय बुक गर्नुहोस्',
  contact: `केही सोध्नु छ? ${company.phone.display} मा फोन गर्नुहोस् वा यो इमेलको जवाफ दिनुहोस्।`,
  received: {
    subject: (when) => `अनुरोध पठाइयो: तपाईंको बैठक ${when}`,
    heading: 'अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं',
    body: (gateway) =>
      `${company.name} सँग बैठक बुक गर्नुभएकोमा धन्यवाद। तपाईंको समय अनुरोध गरिएको छ, अझै पक्का भएको छैन: हामी ${gateway} को लिङ्कसहित इमेलबाट पक्का गर्नेछौं। संलग्न निमन्त्रणाले तबसम्म तपाईंको क्यालेन्डरमा यो समय अस्थायी रूपमा राख्छ।`,
  },
  confirmed: {
    subject: (when) => `पक्का भयो: तपाईंको बैठक ${when}`,
    heading: 'तपाईंको बैठक पक्का भयो',
    withLink: (gateway) =>
      `तपाईंलाई भेट्न पाउँदा खुसी लाग्नेछ। तलको लिङ्कबाट ${gateway} मा जोडिनुहोस्; संलग्न निमन्त्रणाले तपाईंको क्यालेन्डरको बैठक अद्यावधिक गर्छ र त्यसमा पनि लिङ्क छ।`,
    without: 'तपाईंलाई भेट्न पाउँदा खुसी लाग्नेछ। संलग्न निमन्त्रणाले तपाईंको क्यालेन्डरको बैठक अद्यावधिक गर्छ।',
  },
  rescheduled: {
    subject: (when) => `सारियो: तपाईंको बैठक अब ${when}`,
    heading: 'सारियो: हामी नयाँ समय इमेलबाट पक्का गर्नेछौं',
    body: 'तपाईंको बैठक तलको समयमा सारिएको छ। संलग्न निमन्त्रणाले तपाईंको क्यालेन्डरमा पनि सार्छ; हामी नयाँ समय इमेलबाट पक्का गर्नेछौं।',
  },
  cancelled: {
    subject: (when) => `रद्द भयो: तपाईंको बैठक ${when}`,
    heading: 'तपाईंको बैठक रद्द भयो',
    body: 'यो बैठक रद्द भएको छ; संलग्न सूचनाले यसलाई तपाईंको क्यालेन्डरबाट हटाउँछ। तपाईंलाई मिल्ने बेला अर्को समय बुक गर्न सक्नुहुन्छ।',
  },
  declined: {
    subject: (when) => `माफ गर्नुहोस्, ${when} मा भेट्न सकिँदैन`,
    heading: 'माफ गर्नुहोस्: यो समयमा भेट्न सकिँदैन',
    body: `${company.name} प्रति चासो राख्नुभएकोमा धन्यवाद। तपाईंले मागेको समयमा हामी भेट्न सक्दैनौं, त्यसैले तपाईंको क्यालेन्डरको निमन्त्रणा रद्द गरेका छौं।`,
    reason: (reason) => `कारण: ${reason}`,
    offers: 'बरु तलका मध्ये कुनै समयमा भेट्न सकिन्छ: एउटा छान्नुहोस्, त्यो तुरुन्तै तपाईंका लागि बुक हुन्छ (अरू कसैले नलिएसम्म खाली रहन्छ)।',
    none: 'अर्को समय मिलाउन पाउँदा हामीलाई खुसी लाग्नेछ।',
  },
  payment: {
    due: (amount) => `भुक्तानी बाँकी: ${nprTextNe(amount)}। आफ्नो समय राख्न अहिल्यै तलकामध्ये एउटाबाट भुक्तानी गर्नुहोस्:`,
    payWith: (wallet) => `${wallet} बाट भुक्तानी गर्नुहोस्`,
    contact: (price) =>
      `यो बैठकको शुल्क ${price} हो। बैठकअघि भुक्तानी कसरी गर्ने हामी जानकारी दिनेछौं; भुक्तानीबारे प्रश्न भए ${company.phone.display} मा फोन गर्नुहोस् वा यही इमेलको जवाफ दिनुहोस्।`,
    intro: (price) => `यो बैठकको शुल्क ${price} हो। कृपया बैठकअघि तल दिइएअनुसार, आफ्नो नाम उल्लेख गरी भुक्तानी गर्नुहोस्:`,
    bank: 'बैंक ट्रान्सफर',
    wallet: 'डिजिटल वालेट',
    qr: 'QR कोड',
    qrValue: 'भुक्तानी गर्न तलको QR कोड स्क्यान गर्नुहोस्',
    qrAlt: 'बैठकको भुक्तानी गर्ने QR कोड',
  },
  paid: {
    subject: (when) => `भुक्तानी भयो: तपाईंको बैठक ${when}`,
    heading: 'भुक्तानी प्राप्त भयो',
    body: (amount, wallet) => `धन्यवाद: तलको बैठकका लागि ${wallet} बाट ${nprTextNe(amount)} प्राप्त भयो।`,
    transaction: 'कारोबार नम्बर',
  },
  reminder: {
    subject: (soon, when) => `सम्झना: तपाईंको बैठक ${soon}, ${when}`,
    heading: (soon) => `सम्झना: तपाईंको बैठक ${soon} छ`,
    tomorrow: 'भोलि',
    inAnHour: 'एक घण्टापछि',
    withLink: (gateway) => `तपाईंलाई भेट्न पाउँदा खुसी लाग्नेछ। समयमा तलको लिङ्कबाट ${gateway} मा जोडिनुहोस्।`,
    without: 'तलको समयमा तपाईंलाई भेट्न पाउँदा खुसी लाग्नेछ।',
  },
});

const wordsFor = (lang: MailLanguage | undefined, company: Company) => (lang === 'ne' ? nepali : english)(company);

/** What the meeting costs, in NPR as staff priced it; an e-mail queued before prices were kept, at the default prices. */
const priceOf = (record: MeetingRecord, extras: MeetingExtras | undefined, w: Words) =>
  priceText(bookedPrice(record['Meeting Duration'], extras?.price), w.lang);

function meetingRows(record: MeetingRecord, w: Words, extras: MeetingExtras | undefined): MailRow[] {
  const duration = meetingDuration(record['Meeting Duration']);
  return [
    {
      label: w.labels.when,
      value: w.when(
        record['Preferred date'],
        record['Preferred Time'],
        record['Visitor Time Zone'],
        record['Visitor Locale'],
      ),
    },
    ...(w.lang === 'en' ? [{ label: 'In words', value: meetingFacts(record).inWords }] : []),
    { label: w.labels.duration, value: w.minutes(duration.minutes) },
    { label: w.labels.price, value: priceOf(record, extras, w) },
    { label: w.labels.gateway, value: oneLine(record['Meeting Gateway']) },
    {
      label: w.labels.purpose,
      value: oneLine(w.lang === 'ne' ? (extras?.purposeNe ?? purposeNe(record.Purpose)) : record.Purpose),
    },
  ];
}

/** A visitor's own words could look like a link (a mail client makes one of `evil.example/p`). */
const linkLike = /:\/\/|[@/\\]|\.[\p{L}\p{N}]/u;
const GREETING_MAX = 30;

/**
 * "Dear {first word}": the confirmation goes to whatever address the form was given, so it carries
 * as little of the visitor's text as possible: one word, capped, and none that could read as a link.
 */
export function greeting(name: string, lang: MailLanguage = 'en'): string {
  const first = oneLine(name)
    .split(' ')[0]
    .replace(/[,;:!?]+$/, '');
  const word = [...first].slice(0, GREETING_MAX).join('');
  const safe = word && !linkLike.test(word) ? word : undefined;
  if (lang === 'ne') return safe ? `आदरणीय ${safe} ज्यू,` : 'आदरणीय आगन्तुक,';
  return safe ? `Dear ${safe},` : 'Dear visitor,';
}

/** What a message about a meeting may add to its facts: links signed for this visitor, staff's words. */
export interface MeetingExtras {
  /** The private page to cancel or move the meeting. */
  manageUrl?: string;
  /** Confirmed: the gateway's join link. */
  joinUrl?: string;
  /** Declined: staff's reason, and other free times as one-click links. */
  reason?: string;
  offers?: { start: string; url: string }[];
  /** A purpose the company added, by the Nepali name staff gave it when the message was queued. */
  purposeNe?: string;
  /** Confirmed, paid meeting: how to pay (bank account, digital wallet, a QR image's `/images/…` path), as an admin set it. */
  payment?: { bank: string; wallet: string; qr?: string };
  /** Payment due online (issue 46): the amount ("NPR 6,500") and a link per wallet, each starting a fresh attempt. */
  pay?: { amount: string; links: { wallet: string; href: string }[] };
  /** Confirmed, paid, and no way to pay is set up: the visitor is told how they will learn to pay. */
  payContact?: boolean;
  /** What the meeting costs as staff priced it when the e-mail was queued (null: free). */
  price?: DurationPrice | null;
}

const manageRow = (extras: MeetingExtras | undefined, w: Words): MailRow[] =>
  extras?.manageUrl ? [{ label: w.labels.manage, value: w.manageLink, href: extras.manageUrl }] : [];

const joinRow = (extras: MeetingExtras | undefined, w: Words, gateway: string): MailRow[] =>
  extras?.joinUrl ? [{ label: w.join(gateway), value: extras.joinUrl, href: extras.joinUrl }] : [];

/** The inline image's Content-ID in a paid meeting's confirmation (notification-sender.ts attaches its bytes). */
export const paymentQrCid = 'payment-qr@meeting';

/** A paid meeting's confirmation: where to pay; the QR image's row links to the site's copy (the text part's way to it). */
function paymentRows(extras: MeetingExtras | undefined, w: Words, company: Company): MailRow[] {
  if (!extras?.payment) return [];
  const { bank, wallet, qr } = extras.payment;
  return [
    ...(bank ? [{ label: w.payment.bank, value: bank }] : []),
    ...(wallet ? [{ label: w.payment.wallet, value: wallet }] : []),
    ...(qr ? [{ label: w.payment.qr, value: w.payment.qrValue, href: new URL(qr, company.website).href }] : []),
  ];
}

/** While payment is due online: what is due, and a "Pay with …" link per wallet. */
const payParagraphs = (extras: MeetingExtras | undefined, w: Words) =>
  extras?.pay ? [w.payment.due(extras.pay.amount)] : [];
const payRows = (extras: MeetingExtras | undefined, w: Words): MailRow[] =>
  (extras?.pay?.links ?? []).map((link) => ({
    label: w.payment.payWith(link.wallet),
    value: link.href,
    href: link.href,
  }));

const whenShort = (record: MeetingRecord, w: Words) =>
  w.short(record['Preferred date'], record['Preferred Time'], record['Visitor Time Zone'], record['Visitor Locale']);

/** "Requested: we will confirm by e-mail", sent at once with a tentative invitation. */
export function meetingReceived(
  record: MeetingRecord,
  extras?: MeetingExtras,
  lang?: MailLanguage,
  company: Company = defaultCompany,
): VisitorMessage {
  const w = wordsFor(lang, company);
  return {
    subject: w.received.subject(whenShort(record, w)),
    content: {
      lang,
      heading: w.received.heading,
      paragraphs: [
        greeting(record.Name, lang),
        w.received.body(oneLine(record['Meeting Gateway'])),
        ...payParagraphs(extras, w),
      ],
      rows: [...payRows(extras, w), ...meetingRows(record, w, extras), ...manageRow(extras, w)],
      closing: [w.contact],
    },
  };
}

/** 24 hours or 1 hour before a confirmed meeting: when, and the join link again. */
export function meetingReminder(
  record: MeetingRecord,
  lead: '24h' | '1h',
  extras?: MeetingExtras,
  lang?: MailLanguage,
  company: Company = defaultCompany,
): VisitorMessage {
  const w = wordsFor(lang, company);
  const gateway = oneLine(record['Meeting Gateway']);
  const soon = lead === '1h' ? w.reminder.inAnHour : w.reminder.tomorrow;
  return {
    subject: w.reminder.subject(soon, whenShort(record, w)),
    content: {
      lang,
      heading: w.reminder.heading(soon),
      paragraphs: [
        greeting(record.Name, lang),
        extras?.joinUrl ? w.reminder.withLink(gateway) : w.reminder.without,
        ...payParagraphs(extras, w),
      ],
      rows: [
        ...joinRow(extras, w, gateway),
        ...payRows(extras, w),
        ...meetingRows(record, w, extras),
        ...manageRow(extras, w),
      ],
      action: extras?.joinUrl ? { label: w.joinAction(gateway), href: extras.joinUrl } : undefined,
      closing: [w.contact],
    },
  };
}

/** A payment a wallet's own server confirmed (issue 46): what, with which wallet, its transaction id. */
export interface MeetingPaid {
  amount: string;
  wallet: string;
  transactionId: string | null;
}

/** "Payment received", once the wallet's server confirmed it. */
export function meetingPaid(
  record: MeetingRecord,
  paid: MeetingPaid,
  extras?: MeetingExtras,
  lang?: MailLanguage,
  company: Company = defaultCompany,
): VisitorMessage {
  const w = wordsFor(lang, company);
  return {
    subject: w.paid.subject(whenShort(record, w)),
    content: {
      lang,
      heading: w.paid.heading,
      paragraphs: [greeting(record.Name, lang), w.paid.body(paid.amount, paid.wallet)],
      rows: [
        ...(paid.transactionId ? [{ label: w.paid.transaction, value: paid.transactionId }] : []),
        ...meetingRows(record, w, extras),
        ...manageRow(extras, w),
      ],
      closing: [w.contact],
    },
  };
}

/** A decline's offered times, each a link that books it, told as the meeting's own time is. */
function offerRows(extras: MeetingExtras | undefined, w: Words, record: MeetingRecord): MailRow[] {
  return (extras?.offers ?? []).map((offer, index) => {
    const { date, time } = nepalDateTime(new Date(offer.start));
    const when = w.short(date, time, record['Visitor Time Zone'], record['Visitor Locale']);
    return { label: w.freeTime(index + 1), value: when, href: offer.url };
  });
}

/** The answer once staff confirm or decline, or once the visitor cancelled or moved it from the manage page. */
export function meetingDecided(
  record: MeetingRecord,
  decision: MeetingDecision,
  bookUrl: string,
  extras?: MeetingExtras,
  lang?: MailLanguage,
  company: Company = defaultCompany,
): VisitorMessage {
  const w = wordsFor(lang, company);
  const when = whenShort(record, w);
  const gateway = oneLine(record['Meeting Gateway']);
  const hello = greeting(record.Name, lang);
  const book = { label: w.book, href: bookUrl };
  if (decision === 'confirmed')
    return {
      subject: w.confirmed.subject(when),
      content: {
        lang,
        heading: w.confirmed.heading,
        paragraphs: [
          hello,
          extras?.joinUrl ? w.confirmed.withLink(gateway) : w.confirmed.without,
          ...(extras?.payment ? [w.payment.intro(priceOf(record, extras, w))] : []),
          ...(extras?.payContact ? [w.payment.contact(priceOf(record, extras, w))] : []),
          ...payParagraphs(extras, w),
        ],
        rows: [
          ...joinRow(extras, w, gateway),
          ...payRows(extras, w),
          ...paymentRows(extras, w, company),
          ...meetingRows(record, w, extras),
          ...manageRow(extras, w),
        ],
        image: extras?.payment?.qr ? { src: `cid:${paymentQrCid}`, alt: w.payment.qrAlt } : undefined,
        action: extras?.joinUrl ? { label: w.joinAction(gateway), href: extras.joinUrl } : undefined,
        closing: [w.contact],
      },
    };
  if (decision === 'rescheduled')
    return {
      subject: w.rescheduled.subject(when),
      content: {
        lang,
        heading: w.rescheduled.heading,
        paragraphs: [hello, w.rescheduled.body, ...payParagraphs(extras, w)],
        rows: [...payRows(extras, w), ...meetingRows(record, w, extras), ...manageRow(extras, w)],
        closing: [w.contact],
      },
    };
  if (decision === 'cancelled')
    return {
      subject: w.cancelled.subject(when),
      content: {
        lang,
        heading: w.cancelled.heading,
        paragraphs: [hello, w.cancelled.body],
        rows: meetingRows(record, w, extras),
        action: book,
        closing: [w.contact],
      },
    };
  const offers = offerRows(extras, w, record);
  return {
    subject: w.declined.subject(when),
    content: {
      lang,
      heading: w.declined.heading,
      paragraphs: [
        hello,
        w.declined.body,
        ...(extras?.reason ? [w.declined.reason(extras.reason)] : []),
        offers.length > 0 ? w.declined.offers : w.declined.none,
      ],
      rows: [...offers, ...meetingRows(record, w, extras), ...manageRow(extras, w)],
      action: book,
      closing: [w.contact],
    },
  };
}
