import { company as defaultCompany, type Company } from '../../../schemas/company';
import { nepaliDigits } from '../../../schemas/nepali-digits';
import { oneLine, type MailContent } from './mail-layout';

export type FollowerLanguage = 'en' | 'ne';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

export interface FollowerMessage {
  subject: string;
  content: MailContent;
}

/** The post a follower is told about, as it was when it was published. */
export interface PublishedPost {
  title: string;
  summary: string;
  url: string;
}

const words = {
  en: {
    confirm: {
      subject: (name: string) => `Confirm that you want new articles from ${name}`,
      heading: 'Confirm your e-mail address',
      body: (name: string) =>
        `Someone, probably you, asked to receive ${name}'s new blog articles at this address. Press the button to confirm; we send nothing else until you do.`,
      action: 'Confirm and follow',
      closing: `The link works once, for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this e-mail: you will not hear from us again.`,
    },
    post: {
      subject: (title: string) => `New article: ${title}`,
      intro: (name: string) => `${name} has published a new article.`,
      action: 'Read the article',
      closing: 'You receive this because you follow our blog. Unsubscribe with one click:',
    },
  },
  ne: {
    confirm: {
      subject: (name: string) => `${name} का नयाँ लेखहरू पाउन चाहनुहुन्छ भनी पक्का गर्नुहोस्`,
      heading: 'आफ्नो इमेल ठेगाना पक्का गर्नुहोस्',
      body: (name: string) =>
        `कसैले, सम्भवतः तपाईंले, ${name} का नयाँ ब्लग लेखहरू यो ठेगानामा पाउन अनुरोध गर्नुभएको छ। पक्का गर्न तलको बटन थिच्नुहोस्; तपाईंले पक्का नगरेसम्म हामी अरू केही पठाउँदैनौं।`,
      action: 'पक्का गरेर फलो गर्नुहोस्',
      closing: `यो लिङ्क एक पटक, ${nepaliDigits(CONFIRM_LINK_DAYS)} दिनसम्म चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: हामी फेरि सम्पर्क गर्ने छैनौं।`,
    },
    post: {
      subject: (title: string) => `नयाँ लेख: ${title}`,
      intro: (name: string) => `${name} ले नयाँ लेख प्रकाशित गरेको छ।`,
      action: 'लेख पढ्नुहोस्',
      closing: 'तपाईंले हाम्रो ब्लग फलो गर्नुभएकाले यो इमेल पाउनुभएको हो। एकै क्लिकमा अनसब्स्क्राइब गर्नुहोस्:',
    },
  },
} as const;

/** The double opt-in's one e-mail: the link that confirms the address. */
export function followConfirm(
  lang: FollowerLanguage,
  confirmUrl: string,
  company: Company = defaultCompany,
): FollowerMessage {
  const w = words[lang].confirm;
  return {
    subject: w.subject(company.name),
    content: {
      lang,
      heading: w.heading,
      paragraphs: [w.body(company.name)],
      action: { label: w.action, href: confirmUrl },
      closing: [w.closing],
    },
  };
}

/** A new post, to one follower, with the link that unsubscribes them. */
export function newPost(
  lang: FollowerLanguage,
  post: PublishedPost,
  unsubscribeUrl: string,
  company: Company = defaultCompany,
): FollowerMessage {
  const w = words[lang].post;
  const title = oneLine(post.title);
  return {
    subject: w.subject(title),
    content: {
      lang,
      heading: title,
      paragraphs: [w.intro(company.name), post.summary],
      action: { label: w.action, href: post.url },
      closing: [`${w.closing} ${unsubscribeUrl}`],
    },
  };
}
