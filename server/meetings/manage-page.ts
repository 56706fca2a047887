import type { BookingDay } from '../../schemas/booking-slots';
import { nepalDateTime } from '../../schemas/booking-slots';
import { brandPalette } from '../../schemas/brand-palette';
import type { Company } from '../../schemas/company';
import { dateInWords } from '../../schemas/date-in-words';
import { meetingWhen, visitorClock } from '../../schemas/meeting-when';
import { visitorDays } from '../../schemas/visitor-days';
import { foreignZone, zoneName } from '../../schemas/zone-name';
import type { MeetingRecord } from '../../schemas/meeting';
import { meetingDuration } from '../../schemas/meeting-calendar';
import { priceText, type DurationPrice } from '../../schemas/meeting-price-text';
import { formatDateNe } from '../../schemas/nepali-dates';
import { nepaliDigits } from '../../schemas/nepali-digits';
import type { MeetingDecision } from '../../schemas/staff-api';
import { purposeNe } from '../../schemas/meeting-purposes-ne';

/** Whose clock a time is told on: the Meeting's zone and browser language (schemas/meeting-when.ts). */
type Visitor = Pick<MeetingRecord, 'Visitor Time Zone' | 'Visitor Locale'>;

export type PageLanguage = 'en' | 'ne';

/** Everything a manage page shows; the HTML is rendered on the server, so it works without JavaScript. */
export interface ManageView {
  lang: PageLanguage;
  /** The company facts as staff last set them (its name, phone and e-mail for questions). */
  company: Company;
  token: string;
  fields: MeetingRecord;
  decision: MeetingDecision | null;
  joinUrl: string | null;
  /** Declined: staff's reason and the times offered (with their own signed links' tokens). */
  declineReason: string | null;
  offers: { start: string; token: string }[];
  changeable: boolean;
  /** The open dates for the meeting's length, and the one whose times are listed. */
  days: BookingDay[];
  chosenDate: string | undefined;
  notice?: { tone: 'success' | 'error'; text: string };
  /** After a refused move: the nearest free times, offered first. */
  nearest?: string[];
  /** A purpose the company added, by its Nepali name. */
  purposeNe?: string;
  /** A paid meeting's pay section (amount, "Pay with …" buttons, or paid), as payments render it. */
  payment?: string;
  /** What the meeting costs as staff priced it (null: free). */
  price: DurationPrice | null;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const { brand, ink, white } = brandPalette;

// The site's colours and type; one small inline sheet, so the page stands alone (no script at all).
const style = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,"Segoe UI",Helvetica,Arial,sans-serif;color:${ink.DEFAULT};background:${brand[50]};line-height:1.5}
header{background:${brand[700]};color:${white};padding:14px 20px}header a{color:${white};font-weight:700;text-decoration:none;font-size:18px}
main{max-width:640px;margin:0 auto;padding:20px 16px 16px}footer{max-width:640px;margin:0 auto;padding:0 16px 40px;overflow-wrap:anywhere}h1{font-size:24px;margin:8px 0 4px;color:${brand[950]}}h2{font-size:18px;margin:0 0 8px}
.card{background:${white};border-radius:12px;padding:18px;margin:16px 0;box-shadow:0 1px 2px rgba(15,23,42,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0}dt{color:${ink.muted};font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.badge{display:inline-block;border-radius:999px;padding:2px 12px;font-size:14px;font-weight:600;background:${brand[100]};color:${brand[900]}}
.badge.closed{background:#fee2e2;color:#991b1b}.badge.confirmed{background:#dcfce7;color:#166534}
.notice{border-radius:8px;padding:12px 14px;margin:16px 0;font-weight:600}.notice.success{background:#dcfce7;color:#14532d}.notice.error{background:#fee2e2;color:#7f1d1d}
label{font-weight:600}select{font:inherit;padding:10px;border:1px solid ${ink.soft};border-radius:8px;min-height:44px;width:100%;max-width:100%}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:10px 0 14px;padding:0;border:0}
.times label{display:flex;align-items:center;gap:8px;border:1px solid ${brand[200]};border-radius:8px;padding:10px;font-weight:500;min-height:44px}
.times input{width:20px;height:20px;accent-color:${brand[700]}}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:11px 20px;min-height:44px;cursor:pointer;background:${brand[700]};color:${white}}
button.danger{background:#b91c1c}button.quiet{background:${white};color:${brand[800]};border:1px solid ${brand[300]}}
a{color:${brand[700]}}:focus-visible{outline:3px solid ${brand[400]};outline-offset:2px}.row{display:flex;flex-wrap:wrap;gap:10px;align-items:end}.row>div{flex:1 1 220px;min-width:0}
.muted{color:${ink.muted}}.check{display:flex;gap:8px;align-items:flex-start;font-weight:500;margin:8px 0 12px}.check input{width:20px;height:20px;margin-top:2px}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

const tones: Record<string, string> = {
  confirmed: 'confirmed',
  done: 'confirmed',
  declined: 'closed',
  cancelled: 'closed',
  'no-show': 'closed',
};

/** Everything the visitor's pages say, in the language of the page they booked on. */
export const pageWords = {
  en: {
    state: {
      none: 'Requested: we will confirm by e-mail',
      confirmed: 'Confirmed',
      rescheduled: 'Moved: we will confirm the new time by e-mail',
      declined: 'Declined',
      cancelled: 'Cancelled',
      done: 'Held',
      'no-show': 'Missed',
    } as Record<string, string>,
    when: (date: string, time: string, visitor: Visitor) =>
      meetingWhen({ date, time }, visitor['Visitor Time Zone'], 'en', 'full', visitor['Visitor Locale']),
    day: (date: string) => dateInWords(date, true),
    time: (time: string) => time,
    title: 'Your meeting',
    heading: (name: string) => `Your meeting with ${name}`,
    labels: { when: 'When', duration: 'Duration', gateway: 'Gateway', join: 'Join', was: 'Was' },
    duration: (minutes: number, price: string) => `${minutes} minutes · ${price}`,
    nearest: 'The nearest free times',
    nearestLegend: 'Nepal time; each is free right now',
    moveHere: 'Move to this time',
    declined: 'We cannot make this time',
    offersIntro: 'We could meet at one of these times instead:',
    bookThis: 'Book this time',
    bookAnother: 'Book another time',
    move: 'Move to another time',
    choose: 'Choose another time',
    date: 'Date',
    showTimes: 'Show times',
    freeOn: (day: string) => `Free times on ${day} (Nepal time)`,
    freeOnIn: (day: string, zone: string) => `Free times on ${day}, in ${zone} (Nepal time beside)`,
    beside: (local: string, nepal: string) => `${local} (${nepal} Nepal)`,
    moveMine: 'Move my meeting',
    noTimes: 'There are no free times in the coming weeks. Please call us.',
    cancel: 'Cancel the meeting',
    sure: 'Yes, cancel this meeting; its time goes to someone else.',
    cancelMine: 'Cancel my meeting',
    questions: (tel: string, mail: string) => `Questions? Call us on ${tel} or write to ${mail}.`,
    cancelledTitle: 'Meeting cancelled',
    cancelledHeading: 'Your meeting is cancelled',
    cancelledNotice: 'Cancelled. We have sent you an e-mail that removes it from your calendar.',
    bookTitle: 'Book this time?',
    moved: 'Moved. We have e-mailed you the updated invitation; we will confirm the new time by e-mail.',
    taken:
      'That time was just taken or is too soon. Nothing was changed: choose one of the nearest free times, or another date.',
    notChanged: 'Not changed',
    refusals: {
      foreign: 'This form must be sent from the meeting page itself.',
      incomplete: 'The form was incomplete. Open the link from your e-mail again.',
      tickToCancel: 'Tick "Yes, cancel this meeting" to cancel it.',
      chooseTime: 'Choose one of the free times first.',
      closed: 'This meeting cannot be changed any more.',
    },
  },
  ne: {
    state: {
      none: 'अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं',
      confirmed: 'पक्का भयो',
      rescheduled: 'सारियो: हामी नयाँ समय इमेलबाट पक्का गर्नेछौं',
      declined: 'अस्वीकार गरियो',
      cancelled: 'रद्द भयो',
      done: 'सम्पन्न',
      'no-show': 'उपस्थित हुनुभएन',
    } as Record<string, string>,
    when: (date: string, time: string, visitor: Visitor) =>
      meetingWhen({ date, time }, visitor['Visitor Time Zone'], 'ne', 'full'),
    day: (date: string) => formatDateNe(date, true),
    time: (time: string) => nepaliDigits(time),
    title: 'तपाईंको बैठक',
    heading: (name: string) => `${name} सँग तपाईंको बैठक`,
    labels: { when: 'समय', duration: 'अवधि', gateway: 'माध्यम', join: 'जोडिने लिङ्क', was: 'पहिलेको समय' },
    duration: (minutes: number, price: string) => `${nepaliDigits(minutes)} मिनेट · ${price}`,
    nearest: 'नजिकका खाली समय',
    nearestLegend: 'नेपाल समय; यी सबै अहिले खाली छन्',
    moveHere: 'यो समयमा सार्नुहोस्',
    declined: 'यो समयमा भेट्न सकिँदैन',
    offersIntro: 'बरु यीमध्ये कुनै समयमा भेट्न सकिन्छ:',
    bookThis: 'यो समय बुक गर्नुहोस्',
    bookAnother: 'अर्को समय बुक गर्नुहोस्',
    move: 'अर्को समयमा सार्नुहोस्',
    choose: 'अर्को समय छान्नुहोस्',
    date: 'मिति',
    showTimes: 'समय देखाउनुहोस्',
    freeOn: (day: string) => `${day} का खाली समय (नेपाल समय)`,
    freeOnIn: (day: string, zone: string) => `${day} का खाली समय, ${zone}मा (छेउमा नेपाल समय)`,
    beside: (local: string, nepal: string) => `${local} (नेपाल ${nepaliDigits(nepal)})`,
    moveMine: 'मेरो बैठक सार्नुहोस्',
    noTimes: 'आउँदा हप्ताहरूमा खाली समय छैन। कृपया हामीलाई फोन गर्नुहोस्।',
    cancel: 'बैठक रद्द गर्नुहोस्',
    sure: 'हो, यो बैठक रद्द गर्नुहोस्; यो समय अरू कसैलाई दिइन्छ।',
    cancelMine: 'मेरो बैठक रद्द गर्नुहोस्',
    questions: (tel: string, mail: string) => `केही सोध्नु छ? ${tel} मा फोन गर्नुहोस् वा ${mail} मा लेख्नुहोस्।`,
    cancelledTitle: 'बैठक रद्द भयो',
    cancelledHeading: 'तपाईंको बैठक रद्द भयो',
    cancelledNotice: 'रद्द भयो। तपाईंको क्यालेन्डरबाट हटाउने इमेल पठाएका छौं।',
    bookTitle: 'यो समय बुक गर्ने?',
    moved: 'सारियो। अद्यावधिक निमन्त्रणा इमेलमा पठाएका छौं; नयाँ समय इमेलबाट पक्का गर्नेछौं।',
    taken: 'त्यो समय भर्खरै लिइयो वा धेरै चाँडो भयो। केही परिवर्तन भएन: नजिकका खाली समयमध्ये एउटा वा अर्को मिति छान्नुहोस्।',
    notChanged: 'परिवर्तन भएन',
    refusals: {
      foreign: 'यो फारम बैठकको पृष्ठबाटै पठाउनुपर्छ।',
      incomplete: 'फारम अधुरो थियो। आफ्नो इमेलमा आएको लिङ्क फेरि खोल्नुहोस्।',
      tickToCancel: 'रद्द गर्न "हो, यो बैठक रद्द गर्नुहोस्" मा चिनो लगाउनुहोस्।',
      chooseTime: 'पहिले खाली समयमध्ये एउटा छान्नुहोस्।',
      closed: 'यो बैठक अब परिवर्तन गर्न सकिँदैन।',
    },
  },
};

/** A free time offered, told as the meeting's own is: in the visitor's zone first when the booking has one. */
const instantWhen = (start: string, lang: PageLanguage, visitor: Visitor, form: 'full' | 'short' = 'full') =>
  meetingWhen(nepalDateTime(new Date(start)), visitor['Visitor Time Zone'], lang, form, visitor['Visitor Locale']);

/**
 * A visitor's page in the site's colours, under the company's name and over its phone and e-mail,
 * from the facts as staff last set them (the caller reads them at each request).
 */
export function pageHtml(title: string, body: string, lang: PageLanguage, company: Company): string {
  const tel = `<a href="${escapeHtml(company.phone.href)}">${escapeHtml(company.phone.display)}</a>`;
  const mail = `<a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} · ${escapeHtml(company.name)}</title><style>${style}</style></head>
<body><header><a href="${lang === 'ne' ? '/ne/' : '/'}">${escapeHtml(company.name)}</a></header><main>${body}</main>
<footer><p class="muted">${pageWords[lang].questions(tel, mail)}</p></footer></body></html>
`;
}

const noticeHtml = (notice: ManageView['notice']) =>
  notice
    ? `<p class="notice ${notice.tone}" role="${notice.tone === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
    : '';

function timesFieldset(name: string, times: { start: string; label: string }[], legend: string) {
  const options = times
    .map(
      ({ start, label }, index) =>
        `<label><input type="radio" name="${name}" value="${escapeHtml(start)}"${index === 0 ? ' required' : ''}>${escapeHtml(label)}</label>`,
    )
    .join('');
  return `<fieldset class="times"><legend class="muted">${escapeHtml(legend)}</legend>${options}</fieldset>`;
}

/** Free times across days (the nearest after a refused move): each with its date, in the visitor's zone first. */
const timesAcrossDays = (starts: string[], lang: PageLanguage, visitor: Visitor) =>
  starts.map((start) => ({
    start,
    label: foreignZone(visitor['Visitor Time Zone'])
      ? instantWhen(start, lang, visitor, 'short')
      : pageWords[lang].time(nepalDateTime(new Date(start)).time),
  }));

/**
 * The move picker's dates: with a visitor zone other than Nepal's, the visitor's own dates holding
 * the free times that fall on them (regrouped as the booking picker does), else Nepal's dates.
 */
const moveDays = (
  days: BookingDay[],
  zone: string | undefined,
): { date: string; status: string; slots: { start: Date }[] }[] =>
  zone
    ? visitorDays(
        days,
        days.flatMap((day) => day.slots.map((slot) => ({ start: slot.start.toISOString() }))),
        zone,
      )
    : days;

/** A free time of the chosen date: the visitor's clock with Nepal's beside it, or Nepal's alone. */
function dayTime(start: Date, lang: PageLanguage, zone: string | undefined, locale: string | undefined) {
  const nepal = nepalDateTime(start).time;
  return {
    start: start.toISOString(),
    label: zone ? pageWords[lang].beside(visitorClock(start, zone, lang, locale), nepal) : pageWords[lang].time(nepal),
  };
}

/** The visitor's own page for one meeting: what it is, and (while it can change) move or cancel it. */
export function managePage(view: ManageView): string {
  const { fields, token, lang, company } = view;
  const w = pageWords[lang];
  const book = lang === 'ne' ? '/ne/book' : '/book';
  const stateKey = view.decision ?? 'none';
  const duration = meetingDuration(fields['Meeting Duration']);
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">`;
  const facts = `<dl>
<dt>${w.labels.when}</dt><dd>${escapeHtml(w.when(fields['Preferred date'], fields['Preferred Time'], fields))}</dd>
<dt>${w.labels.duration}</dt><dd>${escapeHtml(w.duration(duration.minutes, priceText(view.price, lang)))}</dd>
<dt>${w.labels.gateway}</dt><dd>${escapeHtml(fields['Meeting Gateway'])}</dd>
${view.joinUrl && view.decision === 'confirmed' ? `<dt>${w.labels.join}</dt><dd><a href="${escapeHtml(view.joinUrl)}" rel="noopener noreferrer">${escapeHtml(view.joinUrl)}</a></dd>` : ''}
</dl>`;
  const sections: string[] = [
    `<h1>${escapeHtml(w.heading(company.name))}</h1><p><span class="badge ${tones[stateKey] ?? ''}">${escapeHtml(w.state[stateKey])}</span></p>`,
    noticeHtml(view.notice),
    `<section class="card" aria-labelledby="facts"><h2 id="facts">${escapeHtml(lang === 'ne' ? (view.purposeNe ?? purposeNe(fields.Purpose)) : fields.Purpose)}</h2>${facts}</section>`,
    view.payment ?? '',
  ];
  if (view.nearest?.length)
    sections.push(`<section class="card" aria-labelledby="nearest"><h2 id="nearest">${w.nearest}</h2>
<form method="post" action="/meeting/manage">${hidden}<input type="hidden" name="action" value="move">
${timesFieldset('start', timesAcrossDays(view.nearest, lang, fields), w.nearestLegend)}<button type="submit">${w.moveHere}</button></form></section>`);
  if (view.decision === 'declined') {
    const offers = view.offers
      .map(
        (offer) => `<form method="post" action="/meeting/take" class="row" style="margin:8px 0">
<input type="hidden" name="t" value="${escapeHtml(offer.token)}"><span>${escapeHtml(instantWhen(offer.start, lang, fields))}</span><button type="submit">${w.bookThis}</button></form>`,
      )
      .join('');
    sections.push(`<section class="card" aria-labelledby="declined"><h2 id="declined">${w.declined}</h2>
${view.declineReason ? `<p>${escapeHtml(view.declineReason)}</p>` : ''}${offers ? `<p class="muted">${w.offersIntro}</p>${offers}` : ''}
<p><a href="${book}">${w.bookAnother}</a></p></section>`);
  }
  if (view.changeable) {
    const zone = foreignZone(fields['Visitor Time Zone']);
    const open = moveDays(view.days, zone).filter((day) => day.status === 'open');
    const chosen = open.find((day) => day.date === view.chosenDate) ?? open[0];
    const dateOptions = open
      .map(
        (day) =>
          `<option value="${day.date}"${day === chosen ? ' selected' : ''}>${escapeHtml(w.day(day.date))}</option>`,
      )
      .join('');
    const times = chosen
      ? `<form method="get" action="/meeting/manage" class="row">${hidden}
<div><label for="date">${w.date}${zone ? ` (${zoneName(zone, lang)})` : ''}</label><br><select id="date" name="date">${dateOptions}</select></div><button type="submit" class="quiet">${w.showTimes}</button></form>
<form method="post" action="/meeting/manage">${hidden}<input type="hidden" name="action" value="move">
${timesFieldset(
  'start',
  chosen.slots.map((slot) => dayTime(slot.start, lang, zone, fields['Visitor Locale'])),
  zone ? w.freeOnIn(w.day(chosen.date), zoneName(zone, lang)) : w.freeOn(w.day(chosen.date)),
)}
<button type="submit">${w.moveMine}</button></form>`
      : `<p>${w.noTimes}</p>`;
    sections.push(
      `<section class="card" aria-labelledby="move"><h2 id="move">${view.decision === 'declined' ? w.choose : w.move}</h2>${times}</section>`,
    );
    if (view.decision !== 'declined')
      sections.push(`<section class="card" aria-labelledby="cancel"><h2 id="cancel">${w.cancel}</h2>
<form method="post" action="/meeting/manage">${hidden}<input type="hidden" name="action" value="cancel">
<label class="check"><input type="checkbox" name="sure" value="yes" required>${w.sure}</label>
<button type="submit" class="danger">${w.cancelMine}</button></form></section>`);
  }
  return pageHtml(w.title, sections.join('\n'), lang, company);
}

/** A link that is not this server's, was revoked (the meeting cancelled), or is past its meeting; said in both languages (the link names no page). */
export function deadLinkPage(reason: 'invalid' | 'expired', company: Company): string {
  const english =
    reason === 'expired'
      ? ['This link has expired', 'The meeting it was for has passed.']
      : [
          'This link does not work',
          'It may be incomplete, or the meeting it was for was cancelled. Check that you copied the whole link from the e-mail.',
        ];
  const nepali =
    reason === 'expired'
      ? ['यो लिङ्कको म्याद सकियो', 'यो लिङ्क जुन बैठकका लागि थियो, त्यो समय बितिसक्यो।']
      : ['यो लिङ्कले काम गर्दैन', 'लिङ्क अधुरो हुन सक्छ, वा बैठक रद्द भइसकेको हुन सक्छ। इमेलबाट पूरै लिङ्क कपी गर्नुभयो कि हेर्नुहोस्।'];
  return pageHtml(
    english[0],
    `<h1>${english[0]}</h1><p class="card">${english[1]}</p>
<h2 lang="ne">${nepali[0]}</h2><p class="card" lang="ne">${nepali[1]}</p>
<p><a href="/book">Book a meeting</a> · <a href="/ne/book" lang="ne">बैठक बुक गर्नुहोस्</a></p>`,
    'en',
    company,
  );
}

/** After a cancel: the links are revoked, so this answer is the last the visitor sees of them. */
export function cancelledPage(fields: MeetingRecord, lang: PageLanguage, company: Company): string {
  const w = pageWords[lang];
  return pageHtml(
    w.cancelledTitle,
    `<h1>${w.cancelledHeading}</h1><p class="notice success" role="status">${w.cancelledNotice}</p>
<section class="card"><dl><dt>${w.labels.was}</dt><dd>${escapeHtml(w.when(fields['Preferred date'], fields['Preferred Time'], fields))}</dd></dl></section>
<p><a href="${lang === 'ne' ? '/ne/book' : '/book'}">${w.bookAnother}</a></p>`,
    lang,
    company,
  );
}

/** An offered time's link opened: one button books it (a link alone must not, as mail scanners open links). */
export function takeOfferPage(
  token: string,
  start: string,
  lang: PageLanguage,
  visitor: Visitor,
  company: Company,
): string {
  const w = pageWords[lang];
  return pageHtml(
    w.bookTitle,
    `<h1>${w.bookTitle}</h1><section class="card"><p>${escapeHtml(instantWhen(start, lang, visitor))}</p>
<form method="post" action="/meeting/take"><input type="hidden" name="t" value="${escapeHtml(token)}"><button type="submit">${w.bookThis}</button></form></section>`,
    lang,
    company,
  );
}
