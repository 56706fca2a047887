import { nepaliDigits } from './nepali-digits';

/** The facts staff set under Content → Company facts (checked by companyFactsSchema, schemas/company-facts.ts). */
export interface CompanyFacts {
  name: string;
  phone: string;
  /** Empty: the company has none, and pages show no helpline (no top bar). */
  helpline: string;
  email: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  addressNe: string;
  mapLat: number;
  mapLon: number;
  mapZoom: number;
  hours: string;
  hoursNe: string;
  /** The company's profiles, each empty when it has none there. */
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
  linkedin: string;
  x: string;
  whatsapp: string;
  androidApp: string;
  /** The home page's words in both languages: the tagline under its pitch, and its figures, one a line ("15 services"). */
  tagline: string;
  taglineNe: string;
  figures: string;
  figuresNe: string;
}

/** The profiles a company may link, in the order pages show them (WhatsApp, always there, last). */
export const socialProfiles = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'x', label: 'X (Twitter)' },
] as const;

export type SocialLabel = (typeof socialProfiles)[number]['label'] | 'WhatsApp';

/**
 * The company's facts that both the site and the gateway's e-mails use. The values here are the
 * defaults: staff change them under Content → Company facts in the back office (stored by the
 * gateway, server/settings/), and every page shows the change at once. Values marked PLACEHOLDER
 * are stand-ins the company must replace before launch (the README lists them). What staff may
 * set and the messages a wrong value gets: schemas/company-facts.ts.
 */
export const defaultCompanyFacts: CompanyFacts = {
  name: 'Digital Bridge Nepal', // PLACEHOLDER: legal company name
  phone: '+977 21-590 123', // PLACEHOLDER
  helpline: '1660-01-22 333', // PLACEHOLDER: toll-free number
  email: 'info@digitalbridge.com.np', // PLACEHOLDER
  street: 'Main Road, Ward 4', // PLACEHOLDER
  city: 'Biratnagar',
  region: 'Koshi Province',
  postalCode: '56613',
  country: 'Nepal',
  addressNe: 'मेन रोड, वडा नं. ४, विराटनगर ५६६१३, नेपाल', // PLACEHOLDER: the street address in Nepali
  mapLat: 26.4525,
  mapLon: 87.2718,
  mapZoom: 14,
  hours: 'Sunday to Friday, 10 AM to 5 PM (Nepal Time)', // PLACEHOLDER
  hoursNe: 'आइतबारदेखि शुक्रबार, बिहान १० बजेदेखि बेलुका ५ बजेसम्म (नेपाल समय)', // PLACEHOLDER
  facebook: '',
  instagram: '',
  youtube: '',
  tiktok: '',
  linkedin: 'https://www.linkedin.com/company/digital-bridge-nepal', // PLACEHOLDER
  x: 'https://x.com/digitalbridgenp', // PLACEHOLDER
  whatsapp: '9779800000000', // PLACEHOLDER: messaging-app number, digits only
  androidApp: '', // the Android app's store link; empty until the app is listed
  tagline: 'Bridging Digital Divide',
  taglineNe: 'डिजिटल खाडल पुर्दै',
  figures: '15 services\n4 sectors served\n2018 serving since', // PLACEHOLDER: the company's own figures
  figuresNe: '१५ सेवाहरू\n४ क्षेत्रमा सेवा\n२०१८ देखि सेवामा', // PLACEHOLDER
};

/** The home page's figures as staff write them, one a line with the number first: "15 services". */
export const figureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, ...label] = line.split(/\s+/);
      return { value, label: label.join(' ') };
    });

/** A phone number as a `tel:` link: its digits, with the + of an international number. */
export const telHref = (display: string) =>
  `tel:${display.trim().startsWith('+') ? '+' : ''}${display.replace(/\D/g, '')}`;

/** The facts in the shape pages and e-mails use. */
export function companyFrom(facts: CompanyFacts) {
  return {
    name: facts.name,
    shortName: facts.name.split(' ').slice(0, 2).join(' '),
    website: 'https://www.digitalbridge.com.np', // PLACEHOLDER: public site URL (build-time, VITE_SITE_URL)
    phone: { display: facts.phone, href: telHref(facts.phone) },
    helpline: facts.helpline ? { display: facts.helpline, href: telHref(facts.helpline) } : undefined,
    email: facts.email,
    address: {
      street: facts.street,
      city: facts.city,
      region: facts.region,
      postalCode: facts.postalCode,
      country: facts.country,
    },
    addressNe: facts.addressNe,
    map: { lat: facts.mapLat, lon: facts.mapLon, zoom: facts.mapZoom },
    hours: { en: facts.hours, ne: facts.hoursNe },
    socials: [
      ...socialProfiles.filter(({ key }) => facts[key]).map(({ key, label }) => ({ label, href: facts[key] })),
      { label: 'WhatsApp', href: `https://wa.me/${facts.whatsapp}` },
    ] satisfies { label: SocialLabel; href: string }[],
    whatsapp: facts.whatsapp,
    androidApp: facts.androidApp,
    tagline: { en: facts.tagline, ne: facts.taglineNe },
    // Nepali pages write numbers in Devanagari digits, whichever digits were typed.
    figures: {
      en: figureLines(facts.figures),
      ne: figureLines(facts.figuresNe).map((figure) => ({ ...figure, value: nepaliDigits(figure.value) })),
    },
  };
}
export type Company = ReturnType<typeof companyFrom>;

/** One line of a postal address. */
export const addressLine = (company: Company) =>
  `${company.address.street}, ${company.address.city} ${company.address.postalCode}, ${company.address.country}`;

/** The defaults, for code that has no settings at hand (the meeting calendar's tests, the CLI). */
export const company = companyFrom(defaultCompanyFacts);
export const fullAddress = addressLine(company);
