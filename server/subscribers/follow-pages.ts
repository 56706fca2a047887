import type { Company } from '../../schemas/company';
import { followFormPath } from '../../schemas/follow';
import { escapeHtml, pageHtml } from '../meetings/manage-page';
import type { FollowLanguage } from './subscriber-store';

/** What the follow pages say, in each language (no JavaScript: each answer is a page of its own). */
export const followWords = {
  en: {
    title: 'Follow our blog',
    label: 'Email Address',
    follow: 'Follow',
    checkInbox:
      'Thank you. If this address does not follow our blog yet, we have sent it a link to confirm: open it to start receiving new articles. We send at most one such e-mail an hour.',
    foreign: 'This form must be sent from our blog.',
    refused: 'The form could not be read. Go back and send it again.',
    tooMany: 'Too many forms were sent from here just now. Wait a minute, then send it again.',
    feed: 'Or follow by the feed (Atom)',
    back: 'Back to the blog',
    confirmTitle: 'Confirm that you follow our blog',
    confirmText: 'Press the button to receive our new articles by e-mail.',
    confirm: 'Confirm',
    confirmed: 'Done: you follow our blog. Each new article comes to you by e-mail, with a link to unsubscribe.',
    deadConfirm:
      'This link no longer works: it was already used, or it has expired. Send the follow form again for a new one.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeText: 'Press the button to stop receiving our new articles by e-mail.',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed: we will not e-mail you our articles any more.',
    deadUnsubscribe: 'This link is not one of ours, or it was changed on the way.',
  },
  ne: {
    title: 'हाम्रो ब्लग फलो गर्नुहोस्',
    label: 'इमेल ठेगाना',
    follow: 'फलो गर्नुहोस्',
    checkInbox:
      'धन्यवाद। यो ठेगानाले हाम्रो ब्लग फलो गरिसकेको छैन भने हामीले पक्का गर्ने लिङ्क पठाएका छौं: नयाँ लेखहरू पाउन त्यो खोल्नुहोस्। हामी यस्तो इमेल एक घण्टामा बढीमा एक पटक पठाउँछौं।',
    foreign: 'यो फारम हाम्रो ब्लगबाटै पठाउनुपर्छ।',
    refused: 'फारम पढ्न सकिएन। पछाडि गएर फेरि पठाउनुहोस्।',
    tooMany: 'यहाँबाट भर्खरै धेरै फारम पठाइए। एक मिनेट पर्खेर फेरि पठाउनुहोस्।',
    feed: 'वा फिड (Atom) बाट फलो गर्नुहोस्',
    back: 'ब्लगमा फर्कनुहोस्',
    confirmTitle: 'हाम्रो ब्लग फलो गर्ने पक्का गर्नुहोस्',
    confirmText: 'हाम्रा नयाँ लेखहरू इमेलमा पाउन बटन थिच्नुहोस्।',
    confirm: 'पक्का गर्नुहोस्',
    confirmed: 'भयो: तपाईंले हाम्रो ब्लग फलो गर्नुभयो। हरेक नयाँ लेख अनसब्स्क्राइब गर्ने लिङ्कसहित इमेलमा आउनेछ।',
    deadConfirm: 'यो लिङ्क अब चल्दैन: यो पहिले नै प्रयोग भइसक्यो वा यसको म्याद सकियो। नयाँ लिङ्कका लागि फलो फारम फेरि पठाउनुहोस्।',
    unsubscribeTitle: 'अनसब्स्क्राइब',
    unsubscribeText: 'हाम्रा नयाँ लेखहरू इमेलमा पाउन बन्द गर्न बटन थिच्नुहोस्।',
    unsubscribe: 'अनसब्स्क्राइब गर्नुहोस्',
    unsubscribed: 'तपाईं अनसब्स्क्राइब हुनुभयो: हामी अब तपाईंलाई लेखहरू इमेल गर्ने छैनौं।',
    deadUnsubscribe: 'यो लिङ्क हाम्रो होइन, वा बाटोमा परिवर्तन भएको छ।',
  },
} as const;

const blogPath = (lang: FollowLanguage) => (lang === 'ne' ? '/ne/blog' : '/blog');

const links = (lang: FollowLanguage) =>
  `<p><a href="${blogPath(lang)}/feed.xml" type="application/atom+xml">${followWords[lang].feed}</a></p><p><a href="${blogPath(lang)}">${followWords[lang].back}</a></p>`;

const notice = (text: string, tone: 'success' | 'error') =>
  `<p class="notice ${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>`;

/** The follow form's answer: the same words whether the address was new, pending or following already. */
export const signedUpPage = (lang: FollowLanguage, company: Company) =>
  pageHtml(
    followWords[lang].title,
    `<h1>${followWords[lang].title}</h1>${notice(followWords[lang].checkInbox, 'success')}${links(lang)}`,
    lang,
    company,
  );

/** The follow form again, with what was typed and why it was refused (or a refusal with no form). */
export function followFormPage(lang: FollowLanguage, error: string, company: Company, email?: string) {
  const w = followWords[lang];
  const form =
    email === undefined
      ? ''
      : `<form class="card" method="post" action="${followFormPath(lang)}"><label for="follow-email">${w.label}</label>
<input id="follow-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}" aria-invalid="true" aria-describedby="follow-error" style="display:block;width:100%;font:inherit;padding:10px;margin:6px 0 12px;min-height:44px">
<button type="submit">${w.follow}</button></form>`;
  return pageHtml(
    w.title,
    `<h1>${w.title}</h1><p id="follow-error" class="notice error" role="alert">${escapeHtml(error)}</p>${form}${links(lang)}`,
    lang,
    company,
  );
}

/** A follower's link opened: a button, so a mail scanner fetching the link changes nothing. */
export function linkButtonPage(
  lang: FollowLanguage,
  purpose: 'confirm' | 'unsubscribe',
  action: string,
  company: Company,
) {
  const w = followWords[lang];
  const [title, text, button] =
    purpose === 'confirm'
      ? [w.confirmTitle, w.confirmText, w.confirm]
      : [w.unsubscribeTitle, w.unsubscribeText, w.unsubscribe];
  return pageHtml(
    title,
    `<h1>${title}</h1><form class="card" method="post" action="${escapeHtml(action)}"><p>${text}</p><button type="submit"${purpose === 'unsubscribe' ? ' class="danger"' : ''}>${button}</button></form>`,
    lang,
    company,
  );
}

/** What a follower's link did, or why it did nothing. */
export const linkResultPage = (
  lang: FollowLanguage,
  title: string,
  text: string,
  tone: 'success' | 'error',
  company: Company,
) => pageHtml(title, `<h1>${title}</h1>${notice(text, tone)}${links(lang)}`, lang, company);
