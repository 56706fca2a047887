import { nepalDateTime } from '../../schemas/booking-slots';
import type { Company } from '../../schemas/company';
import type { MeetingPayment } from '../../schemas/meeting-payment';
import { priceText } from '../../schemas/meeting-price-text';
import { nepaliDigits } from '../../schemas/nepali-digits';
import { paymentProviderNames, type PaymentProvider } from '../../schemas/payment-staff-api';
import { escapeHtml, pageHtml, type PageLanguage } from '../meetings/manage-page';
import type { ManagePayment } from '../meetings/manage-routes';
import type { MeetingPayments } from './meeting-payments';

/** How an attempt ended, as the visitor's page after the wallet says it. */
export type PayOutcome = 'paid' | 'pending' | 'failed';

/** What the visitor's pages say of paying, in the language of the page they booked on. */
export const payWords = {
  en: {
    heading: 'Pay for your meeting',
    amount: (payment: MeetingPayment) => priceText({ paisa: payment.amount, usd: payment.usd }, 'en'),
    holdUntil: (time: string) =>
      `We hold your time until ${time} Nepal time. Unpaid by then, it is offered to others again.`,
    payWith: (provider: PaymentProvider) => `Pay with ${paymentProviderNames[provider]}`,
    continueTo: (provider: PaymentProvider) => `Continue to ${paymentProviderNames[provider]}`,
    handoff: (provider: PaymentProvider) =>
      `You will pay on ${paymentProviderNames[provider]}'s own page, then come back here.`,
    paidBy: (provider: PaymentProvider | null) =>
      provider ? `Paid with ${paymentProviderNames[provider]}. Thank you.` : 'Paid. Thank you.',
    outcome: {
      paid: 'Paid. Thank you: we have your payment.',
      pending:
        'The wallet has not confirmed your payment yet. We check again in a few minutes; nothing is charged twice.',
      failed: 'Not paid: the payment was cancelled or not completed. You can try again.',
    } satisfies Record<PayOutcome, string>,
    unconfirmed: 'This payment could not be confirmed',
    unconfirmedBody:
      'Nothing was recorded. If money left your wallet, it is checked with the wallet within minutes; open the link in your e-mail to see your meeting.',
    walletDown: 'The wallet did not answer. Please try again in a minute, or pay with the other wallet.',
    nothingDue: 'Nothing is due for this meeting.',
  },
  ne: {
    heading: 'बैठकको भुक्तानी गर्नुहोस्',
    amount: (payment: MeetingPayment) => priceText({ paisa: payment.amount, usd: payment.usd }, 'ne'),
    holdUntil: (time: string) =>
      `तपाईंको समय नेपाल समय ${nepaliDigits(time)} सम्म राखिन्छ। त्यतिन्जेल भुक्तानी नभए त्यो समय अरूलाई खुला हुन्छ।`,
    payWith: (provider: PaymentProvider) => `${paymentProviderNames[provider]} बाट भुक्तानी गर्नुहोस्`,
    continueTo: (provider: PaymentProvider) => `${paymentProviderNames[provider]} मा जानुहोस्`,
    handoff: (provider: PaymentProvider) =>
      `तपाईं ${paymentProviderNames[provider]} को आफ्नै पेजमा भुक्तानी गर्नुहुन्छ, अनि यहीँ फर्कनुहुन्छ।`,
    paidBy: (provider: PaymentProvider | null) =>
      provider ? `${paymentProviderNames[provider]} बाट भुक्तानी भयो। धन्यवाद।` : 'भुक्तानी भयो। धन्यवाद।',
    outcome: {
      paid: 'भुक्तानी भयो। धन्यवाद: तपाईंको भुक्तानी हामीले पायौं।',
      pending: 'वालेटले अझै भुक्तानी पक्का गरेको छैन। हामी केही मिनेटमा फेरि जाँच्छौं; दुई पटक शुल्क लाग्दैन।',
      failed: 'भुक्तानी भएन: भुक्तानी रद्द भयो वा पूरा भएन। फेरि प्रयास गर्न सक्नुहुन्छ।',
    } satisfies Record<PayOutcome, string>,
    unconfirmed: 'यो भुक्तानी पक्का गर्न सकिएन',
    unconfirmedBody: 'केही पनि दर्ता भएन। वालेटबाट पैसा गएको भए केही मिनेटमै वालेटसँग जाँचिन्छ; आफ्नो बैठक हेर्न इमेलको लिङ्क खोल्नुहोस्।',
    walletDown: 'वालेटले जवाफ दिएन। एक मिनेटपछि फेरि प्रयास गर्नुहोस्, वा अर्को वालेटबाट भुक्तानी गर्नुहोस्।',
    nothingDue: 'यो बैठकको कुनै भुक्तानी बाँकी छैन।',
  },
} as const;

/** One button per wallet, each posting the visitor's token to start a fresh attempt. */
const payButtons = (payment: MeetingPayment, token: string, lang: PageLanguage) =>
  payment.links
    .map(
      ({ provider }) => `<form method="post" action="/meeting/pay" style="margin:8px 0">
<input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="with" value="${provider}">
<button type="submit">${escapeHtml(payWords[lang].payWith(provider))}</button></form>`,
    )
    .join('');

/** The manage page's "Pay now" section: the amount, until when the time is held, a button per wallet; or that it is paid. */
export function paySection(payment: MeetingPayment, token: string, lang: PageLanguage): string {
  const w = payWords[lang];
  if (payment.paid)
    return `<section class="card" aria-labelledby="pay"><h2 id="pay">${escapeHtml(w.amount(payment))}</h2>
<p><span class="badge confirmed">${escapeHtml(w.paidBy(payment.paid.provider))}</span></p></section>`;
  const hold = payment.payBy
    ? `<p class="muted">${escapeHtml(w.holdUntil(nepalDateTime(new Date(payment.payBy)).time))}</p>`
    : '';
  return `<section class="card" id="pay-now" aria-labelledby="pay"><h2 id="pay">${escapeHtml(w.heading)}: ${escapeHtml(w.amount(payment))}</h2>
${hold}${payButtons(payment, token, lang)}</section>`;
}

/** A "Pay with …" link from an e-mail or the booking's answer: one button starts the attempt (mail scanners open links). */
export function payPage(
  payment: MeetingPayment,
  provider: PaymentProvider,
  token: string,
  lang: PageLanguage,
  company: Company,
): string {
  const w = payWords[lang];
  const chosen = { ...payment, links: payment.links.filter((link) => link.provider === provider) };
  return pageHtml(
    w.heading,
    `<h1>${escapeHtml(w.heading)}</h1><section class="card"><p><strong>${escapeHtml(w.amount(payment))}</strong></p>
<p class="muted">${escapeHtml(w.handoff(provider))}</p>${payButtons(chosen, token, lang)}</section>`,
    lang,
    company,
  );
}

/** eSewa takes a form posted by the visitor's browser: its signed fields, and one button that sends them. */
export function esewaHandoffPage(
  form: { action: string; fields: Record<string, string> },
  payment: MeetingPayment,
  lang: PageLanguage,
  company: Company,
) {
  const w = payWords[lang];
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return pageHtml(
    w.heading,
    `<h1>${escapeHtml(w.heading)}</h1><section class="card"><p><strong>${escapeHtml(w.amount(payment))}</strong></p>
<p class="muted">${escapeHtml(w.handoff('esewa'))}</p>
<form method="post" action="${escapeHtml(form.action)}">${inputs}<button type="submit">${escapeHtml(w.continueTo('esewa'))}</button></form></section>`,
    lang,
    company,
  );
}

/** A return that names no attempt of ours, or whose signature is not eSewa's: nothing was recorded. Both languages. */
export function unconfirmedPage(company: Company): string {
  return pageHtml(
    payWords.en.unconfirmed,
    `<h1>${payWords.en.unconfirmed}</h1><p class="card">${payWords.en.unconfirmedBody}</p>
<h2 lang="ne">${payWords.ne.unconfirmed}</h2><p class="card" lang="ne">${payWords.ne.unconfirmedBody}</p>`,
    'en',
    company,
  );
}

/** A message page in the meeting's language (the wallet did not answer, nothing due). */
export function payMessagePage(text: string, lang: PageLanguage, company: Company): string {
  return pageHtml(
    payWords[lang].heading,
    `<h1>${escapeHtml(payWords[lang].heading)}</h1><p class="notice error" role="alert">${escapeHtml(text)}</p>`,
    lang,
    company,
  );
}

/** The manage page's payment part: the pay section while a wallet is configured, and the notice after a wallet. */
export const managePayment = (payments: MeetingPayments): ManagePayment => ({
  section(recordId, fields, token, lang, changeable) {
    const due = payments.due(recordId, fields, () => '');
    if (!due || (!due.paid && !changeable)) return undefined;
    return paySection(due, token, lang);
  },
  notice(outcome, lang) {
    if (outcome !== 'paid' && outcome !== 'pending' && outcome !== 'failed') return undefined;
    return { tone: outcome === 'paid' ? 'success' : 'error', text: payWords[lang].outcome[outcome] };
  },
});
