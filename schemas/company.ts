import { z } from 'zod';

/**
 * The company's facts that both the site and the gateway's e-mails use. The values here are the
 * defaults: staff change them under Content → Company facts in the back office (stored by the
 * gateway, server/settings/), and every page shows the change at once. Values marked PLACEHOLDER
 * are stand-ins the company must replace before launch (the README lists them).
 */
export const defaultCompanyFacts = {
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
  linkedin: 'https://www.linkedin.com/company/digital-bridge-nepal', // PLACEHOLDER
  x: 'https://x.com/digitalbridgenp', // PLACEHOLDER
  whatsapp: '9779800000000', // PLACEHOLDER: messaging-app number, digits only
  androidApp: '', // the Android app's store link; empty until the app is listed
};

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}: required`)
    .max(max, `${label}: at most ${max} characters`)
    .refine((value) => !/[\p{Cc}<>]/u.test(value), `${label}: no line breaks, < or >`);
const phone = (label: string) =>
  text(label, 40).refine(
    (value) => /^\+?[0-9][0-9 ()-]{4,}$/.test(value) && value.replace(/\D/g, '').length <= 15,
    `${label}: digits, spaces and dashes only, with + in front for an international number (at most 15 digits)`,
  );
const httpsLink = (label: string, hosts: string[]) =>
  z
    .string()
    .trim()
    .max(300, `${label}: at most 300 characters`)
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          url.protocol === 'https:' && hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
        );
      },
      `${label}: an https:// link on ${hosts.join(' or ')}`,
    );

/** What staff may set, each with the message a wrong value gets. */
export const companyFactsSchema = z.object({
  name: text('Company name', 100),
  phone: phone('Phone'),
  helpline: phone('Toll-free helpline'),
  email: z.string().trim().max(200).pipe(z.email('E-mail: an address such as info@example.com')),
  street: text('Street', 120),
  city: text('City', 60),
  region: text('Province', 60),
  postalCode: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/, 'Postal code: five digits'),
  country: text('Country', 60),
  addressNe: text('Address in Nepali', 200),
  mapLat: z.number('Map latitude: a number').min(-90, 'Map latitude: -90 to 90').max(90, 'Map latitude: -90 to 90'),
  mapLon: z
    .number('Map longitude: a number')
    .min(-180, 'Map longitude: -180 to 180')
    .max(180, 'Map longitude: -180 to 180'),
  mapZoom: z.number().int('Map zoom: a whole number').min(3, 'Map zoom: 3 to 19').max(19, 'Map zoom: 3 to 19'),
  hours: text('Opening hours', 200),
  hoursNe: text('Opening hours in Nepali', 200),
  linkedin: httpsLink('LinkedIn', ['linkedin.com']),
  x: httpsLink('X (Twitter)', ['x.com', 'twitter.com']),
  whatsapp: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{7,14}$/, 'WhatsApp number: digits only, with the country code (977…), no + or spaces'),
  androidApp: z.union([z.literal(''), httpsLink('Android app link', ['play.google.com'])]),
});
export type CompanyFacts = z.infer<typeof companyFactsSchema>;

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
    helpline: { display: facts.helpline, href: telHref(facts.helpline) },
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
    socials: {
      linkedin: { label: 'LinkedIn' as const, href: facts.linkedin },
      x: { label: 'X (Twitter)' as const, href: facts.x },
      whatsapp: { label: 'WhatsApp' as const, href: `https://wa.me/${facts.whatsapp}` },
    },
    whatsapp: facts.whatsapp,
    androidApp: facts.androidApp,
  };
}
export type Company = ReturnType<typeof companyFrom>;

/** One line of a postal address. */
export const addressLine = (company: Company) =>
  `${company.address.street}, ${company.address.city} ${company.address.postalCode}, ${company.address.country}`;

/** The defaults, for code that has no settings at hand (the meeting calendar's tests, the CLI). */
export const company = companyFrom(defaultCompanyFacts);
export const fullAddress = addressLine(company);

/** The back office's `GET`/`PUT /settings/company` answer (admins). */
export interface CompanyFactsAnswer {
  facts: CompanyFacts;
  defaults: CompanyFacts;
  /** Nothing stored: the pages are the build's own. */
  isDefault: boolean;
}
