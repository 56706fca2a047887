import type { BookingDay } from '../../schemas/booking-slots';
import { nepalDateTime } from '../../schemas/booking-slots';
import { brandPalette } from '../../schemas/brand-palette';
import { company } from '../../schemas/company';
import { dateInWords } from '../../schemas/date-in-words';
import type { MeetingRecord } from '../../schemas/meeting';
import { meetingDuration } from '../../schemas/meeting-calendar';
import type { MeetingDecision } from '../../schemas/staff-api';

/** Everything a manage page shows; the HTML is rendered on the server, so it works without JavaScript. */
export interface ManageView {
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
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const { brand, ink, white } = brandPalette;

// The site's colours and type; one small inline sheet, so the page stands alone (no script at all).
const style = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,"Segoe UI",Helvetica,Arial,sans-serif;color:${ink.DEFAULT};background:${brand[50]};line-height:1.5}
header{background:${brand[700]};color:${white};padding:14px 20px}header a{color:${white};font-weight:700;text-decoration:none;font-size:18px}
main{max-width:640px;margin:0 auto;padding:20px 16px 48px}h1{font-size:24px;margin:8px 0 4px;color:${brand[950]}}h2{font-size:18px;margin:0 0 8px}
.card{background:${white};border-radius:12px;padding:18px;margin:16px 0;box-shadow:0 1px 2px rgba(15,23,42,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0}dt{color:${ink.muted};font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.badge{display:inline-block;border-radius:999px;padding:2px 12px;font-size:14px;font-weight:600;background:${brand[100]};color:${brand[900]}}
.badge.closed{background:#fee2e2;color:#991b1b}.badge.confirmed{background:#dcfce7;color:#166534}
.notice{border-radius:8px;padding:12px 14px;margin:16px 0;font-weight:600}.notice.success{background:#dcfce7;color:#14532d}.notice.error{background:#fee2e2;color:#7f1d1d}
label{font-weight:600}select{font:inherit;padding:10px;border:1px solid ${ink.soft};border-radius:8px;min-height:44px;max-width:100%}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:10px 0 14px;padding:0;border:0}
.times label{display:flex;align-items:center;gap:8px;border:1px solid ${brand[200]};border-radius:8px;padding:10px;font-weight:500;min-height:44px}
.times input{width:20px;height:20px;accent-color:${brand[700]}}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:11px 20px;min-height:44px;cursor:pointer;background:${brand[700]};color:${white}}
button.danger{background:#b91c1c}button.quiet{background:${white};color:${brand[800]};border:1px solid ${brand[300]}}
a{color:${brand[700]}}:focus-visible{outline:3px solid ${brand[400]};outline-offset:2px}.row{display:flex;flex-wrap:wrap;gap:10px;align-items:end}
.muted{color:${ink.muted}}.check{display:flex;gap:8px;align-items:flex-start;font-weight:500;margin:8px 0 12px}.check input{width:20px;height:20px;margin-top:2px}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

const stateLabel: Record<string, { text: string; tone: string }> = {
  none: { text: 'Requested: we will confirm by e-mail', tone: '' },
  confirmed: { text: 'Confirmed', tone: 'confirmed' },
  rescheduled: { text: 'Moved: we will confirm the new time by e-mail', tone: '' },
  declined: { text: 'Declined', tone: 'closed' },
  cancelled: { text: 'Cancelled', tone: 'closed' },
  done: { text: 'Held', tone: 'confirmed' },
  'no-show': { text: 'Missed', tone: 'closed' },
};

const nepalWhen = (date: string, time: string) => `${dateInWords(date, true)}, ${time} Nepal time (UTC+05:45)`;
const instantWhen = (start: string) => {
  const { date, time } = nepalDateTime(new Date(start));
  return nepalWhen(date, time);
};

export function pageHtml(title: string, body: string, status = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} · ${escapeHtml(company.name)}</title><style>${style}</style></head>
<body><header><a href="/">${escapeHtml(company.name)}</a></header><main>${status}${body}</main></body></html>
`;
}

const noticeHtml = (notice: ManageView['notice']) =>
  notice
    ? `<p class="notice ${notice.tone}" role="${notice.tone === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
    : '';

function timesFieldset(name: string, starts: string[], legend: string) {
  const options = starts
    .map((start, index) => {
      const { time } = nepalDateTime(new Date(start));
      return `<label><input type="radio" name="${name}" value="${escapeHtml(start)}"${index === 0 ? ' required' : ''}>${escapeHtml(time)}</label>`;
    })
    .join('');
  return `<fieldset class="times"><legend class="muted">${escapeHtml(legend)}</legend>${options}</fieldset>`;
}

/** The visitor's own page for one meeting: what it is, and (while it can change) move or cancel it. */
export function managePage(view: ManageView): string {
  const { fields, token } = view;
  const state = stateLabel[view.decision ?? 'none'];
  const duration = meetingDuration(fields['Meeting Duration']);
  const facts = `<dl>
<dt>When</dt><dd>${escapeHtml(nepalWhen(fields['Preferred date'], fields['Preferred Time']))}</dd>
<dt>Duration</dt><dd>${duration.minutes} minutes · ${escapeHtml(duration.price)}</dd>
<dt>Gateway</dt><dd>${escapeHtml(fields['Meeting Gateway'])}</dd>
${view.joinUrl && view.decision === 'confirmed' ? `<dt>Join</dt><dd><a href="${escapeHtml(view.joinUrl)}" rel="noopener noreferrer">${escapeHtml(view.joinUrl)}</a></dd>` : ''}
</dl>`;
  const sections: string[] = [
    `<h1>Your meeting with ${escapeHtml(company.name)}</h1><p><span class="badge ${state.tone}">${escapeHtml(state.text)}</span></p>`,
    noticeHtml(view.notice),
    `<section class="card" aria-labelledby="facts"><h2 id="facts">${escapeHtml(fields.Purpose)}</h2>${facts}</section>`,
  ];
  if (view.nearest?.length)
    sections.push(`<section class="card" aria-labelledby="nearest"><h2 id="nearest">The nearest free times</h2>
<form method="post" action="/meeting/manage"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="move">
${timesFieldset('start', view.nearest, 'Nepal time; each is free right now')}<button type="submit">Move to this time</button></form></section>`);
  if (view.decision === 'declined') {
    const offers = view.offers
      .map(
        (offer) => `<form method="post" action="/meeting/take" class="row" style="margin:8px 0">
<input type="hidden" name="t" value="${escapeHtml(offer.token)}"><span>${escapeHtml(instantWhen(offer.start))}</span><button type="submit">Book this time</button></form>`,
      )
      .join('');
    sections.push(`<section class="card" aria-labelledby="declined"><h2 id="declined">We cannot make this time</h2>
${view.declineReason ? `<p>${escapeHtml(view.declineReason)}</p>` : ''}${offers ? `<p class="muted">We could meet at one of these times instead:</p>${offers}` : ''}
<p><a href="/book">Book another time</a></p></section>`);
  }
  if (view.changeable) {
    const open = view.days.filter((day) => day.status === 'open');
    const chosen = open.find((day) => day.date === view.chosenDate) ?? open[0];
    const dateOptions = open
      .map(
        (day) =>
          `<option value="${day.date}"${day === chosen ? ' selected' : ''}>${escapeHtml(dateInWords(day.date, true))}</option>`,
      )
      .join('');
    sections.push(`<section class="card" aria-labelledby="move"><h2 id="move">${view.decision === 'declined' ? 'Choose another time' : 'Move to another time'}</h2>
${
  chosen
    ? `<form method="get" action="/meeting/manage" class="row"><input type="hidden" name="t" value="${escapeHtml(token)}">
<div><label for="date">Date</label><br><select id="date" name="date">${dateOptions}</select></div><button type="submit" class="quiet">Show times</button></form>
<form method="post" action="/meeting/manage"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="move">
${timesFieldset(
  'start',
  chosen.slots.map((slot) => slot.start.toISOString()),
  `Free times on ${dateInWords(chosen.date, true)} (Nepal time)`,
)}
<button type="submit">Move my meeting</button></form>`
    : '<p>There are no free times in the coming weeks. Please call us.</p>'
}</section>
${
  view.decision === 'declined'
    ? ''
    : `<section class="card" aria-labelledby="cancel"><h2 id="cancel">Cancel the meeting</h2>
<form method="post" action="/meeting/manage"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="cancel">
<label class="check"><input type="checkbox" name="sure" value="yes" required>Yes, cancel this meeting; its time goes to someone else.</label>
<button type="submit" class="danger">Cancel my meeting</button></form></section>`
}`);
  }
  sections.push(
    `<p class="muted">Questions? Call us on <a href="tel:${escapeHtml(company.phone.display.replace(/[^\d+]/g, ''))}">${escapeHtml(company.phone.display)}</a> or write to <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>.</p>`,
  );
  return pageHtml('Your meeting', sections.join('\n'));
}

/** A link that is not this server's, was revoked (the meeting cancelled), or is past its meeting. */
export function deadLinkPage(reason: 'invalid' | 'expired'): string {
  return pageHtml(
    'Link not valid',
    `<h1>${reason === 'expired' ? 'This link has expired' : 'This link does not work'}</h1>
<p class="card">${
      reason === 'expired'
        ? 'The meeting it was for has passed.'
        : 'It may be incomplete, or the meeting it was for was cancelled. Check that you copied the whole link from the e-mail.'
    }</p><p><a href="/book">Book a meeting</a></p>`,
  );
}

/** After a cancel: the links are revoked, so this answer is the last the visitor sees of them. */
export function cancelledPage(fields: MeetingRecord): string {
  return pageHtml(
    'Meeting cancelled',
    `<h1>Your meeting is cancelled</h1><p class="notice success" role="status">Cancelled. We have sent you an e-mail that removes it from your calendar.</p>
<section class="card"><dl><dt>Was</dt><dd>${escapeHtml(nepalWhen(fields['Preferred date'], fields['Preferred Time']))}</dd></dl></section>
<p><a href="/book">Book another time</a></p>`,
  );
}

/** An offered time's link opened: one button books it (a link alone must not, as mail scanners open links). */
export function takeOfferPage(token: string, start: string): string {
  return pageHtml(
    'Book this time',
    `<h1>Book this time?</h1><section class="card"><p>${escapeHtml(instantWhen(start))}</p>
<form method="post" action="/meeting/take"><input type="hidden" name="t" value="${escapeHtml(token)}"><button type="submit">Book this time</button></form></section>`,
  );
}
