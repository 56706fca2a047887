import { addressLine, companyFrom, defaultCompanyFacts, type CompanyFacts } from '@schemas/company';

/**
 * The company facts staff set in the back office, when they differ from the defaults in
 * schemas/company.ts. The gateway renders pages with the build's server bundle imported with the
 * facts in its URL (`?facts=`, server/settings/); a page it rendered so carries them in a
 * `<script type="application/json" id="company-facts">`, which the browser's modules read here
 * before any island hydrates, so islands hydrate with the values the HTML shows. Read once, when
 * this module is evaluated: every content module computed from `site` then agrees.
 */
function liveFacts(): CompanyFacts | undefined {
  let raw: string | null | undefined;
  if (import.meta.env.SSR) raw = new URL(import.meta.url).searchParams.get('facts');
  else if (typeof document !== 'undefined') raw = document.getElementById('company-facts')?.textContent;
  if (!raw) return undefined;
  // Written by the gateway from facts it checked (server/settings/); anything missing keeps its default.
  try {
    return { ...defaultCompanyFacts, ...(JSON.parse(raw) as Partial<CompanyFacts>) };
  } catch {
    return undefined;
  }
}

const company = companyFrom(liveFacts() ?? defaultCompanyFacts);

/**
 * Every company fact used in more than one place (the name, contacts, address, map, hours, social
 * links and WhatsApp number are settings with their defaults in schemas/company.ts, which the
 * gateway's e-mails share). Values marked PLACEHOLDER are stand-ins the company must replace
 * before launch (the README lists them).
 */
export const site = {
  ...company,
  marketplace: 'KaamSewa', // PLACEHOLDER: marketplace brand name
  pitch: 'Dream. Learn. Achieve.',
  tagline: 'Bridging Digital Divide',
  description:
    'IT and educational consultancy in Biratnagar, Nepal: software development, data services, digital marketing and honest career guidance.',
  url: import.meta.env.VITE_SITE_URL ?? company.website,
  whatsapp: {
    number: company.whatsapp,
    greeting: `Hello ${company.name}! I would like to know more about your services.`,
  },
};

/** A WhatsApp chat with the company, the greeting already typed. */
export const whatsappChatUrl = (greeting: string) =>
  `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(greeting)}`;

export const fullAddress = addressLine(company);
