import type { meetingPurposes } from './options';

/**
 * The meeting purposes in Nepali. The stored value stays English (the hosted table's option); these
 * are what a Nepali reader sees: the /ne/book list, the Nepali e-mails and the manage page.
 */
export const meetingPurposeNe: Record<(typeof meetingPurposes)[number], string> = {
  'Software Development': 'सफ्टवेयर विकास',
  'Web Application Development': 'वेब एप्लिकेसन विकास',
  'Digital Marketing': 'डिजिटल मार्केटिङ',
  'SEO/ SEM Services': 'SEO/SEM सेवाहरू',
  'UI/ UX Designing': 'UI/UX डिजाइन',
  'Video / Email / Content Marketing': 'भिडियो / इमेल / सामग्री मार्केटिङ',
  'Data Processing / Tabulation': 'डाटा प्रशोधन / तालिकीकरण',
  'Database Management': 'डाटाबेस व्यवस्थापन',
  'Data Analysis': 'डाटा विश्लेषण',
  'Payment Processing': 'भुक्तानी प्रशोधन',
  'Survey Form Development': 'सर्वेक्षण फारम विकास',
  'Social Media Management': 'सामाजिक सञ्जाल व्यवस्थापन',
  'Business eMail': 'व्यावसायिक इमेल',
  'Human Resource Management': 'मानव संसाधन व्यवस्थापन',
  'IT Consultancy': 'आईटी परामर्श',
};

/** A stored purpose as a Nepali reader sees it; a value the list does not know, as it was stored. */
export const purposeNe = (purpose: string): string =>
  Object.hasOwn(meetingPurposeNe, purpose) ? meetingPurposeNe[purpose as keyof typeof meetingPurposeNe] : purpose;
