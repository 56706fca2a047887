import { addressLine, companyFrom, defaultCompanyFacts, type Company, type CompanyFacts } from '@schemas/company';

/**
 * The company facts staff set in the back office, when they differ from the defaults in
 * schemas/company.ts, as a page rendered by the gateway carries them: a
 * `<script type="application/json" id="company-facts">`, read once, before any island hydrates, so
 * islands hydrate with the values the HTML shows.
 */
function documentFacts(): CompanyFacts | undefined {
  const raw = typeof document === 'undefined' ? undefined : document.getElementById('company-facts')?.textContent;
  if (!raw) return undefined;
  // Written by the gateway from facts it checked (server/settings/); anything missing keeps its default.
  try {
    return { ...defaultCompanyFacts, ...(JSON.parse(raw) as Partial<CompanyFacts>) };
  } catch {
    return undefined;
  }
}

let factsSource: () => CompanyFacts | undefined = (() => {
  let read: { facts: CompanyFacts | undefined } | undefined;
  return () => (read ??= { facts: documentFacts() }).facts;
})();

/**
 * Where the facts come from on the server: the gateway imports the server bundle once and renders
 * each page with the facts of that moment (server/static/server-bundle.ts), so what a render reads
 * here is asked of it; the prerenderer sets nothing and renders the defaults.
 */
export function setFactsSource(source: () => CompanyFacts | undefined) {
  factsSource = source;
}

let last: { facts: CompanyFacts | undefined; company: Company } | undefined;
function company(): Company {
  const facts = factsSource();
  if (!last || last.facts !== facts) last = { facts, company: companyFrom(facts ?? defaultCompanyFacts) };
  return last.company;
}

/**
 * An object computed from the company facts (a content module's copy that names the company, its
 * phone or its city), made again whenever the facts read here differ from the last ones it was made
 * with: a module evaluated once still shows each render's facts. Objects only, not arrays.
 */
export function factsDependent<T extends object>(make: () => T): T {
  let made: { company: Company; value: T } | undefined;
  const current = () => {
    const now = company();
    if (made?.company !== now) made = { company: now, value: make() };
    return made.value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

const defaults = companyFrom(defaultCompanyFacts);

/**
 * Every company fact used in more than one place (the name, contacts, address, map, hours, social
 * links and WhatsApp number are settings with their defaults in schemas/company.ts, which the
 * gateway's e-mails share), read at each use. Values marked PLACEHOLDER are stand-ins the company
 * must replace before launch (the README lists them).
 */
export const site = {
  get name() {
    return company().name;
  },
  get shortName() {
    return company().shortName;
  },
  get phone() {
    return company().phone;
  },
  get helpline() {
    return company().helpline;
  },
  get email() {
    return company().email;
  },
  get address() {
    return company().address;
  },
  get addressNe() {
    return company().addressNe;
  },
  get map() {
    return company().map;
  },
  get hours() {
    return company().hours;
  },
  get socials() {
    return company().socials;
  },
  get androidApp() {
    return company().androidApp;
  },
  get whatsapp() {
    return {
      number: company().whatsapp,
      greeting: `Hello ${company().name}! I would like to know more about your services.`,
    };
  },
  marketplace: 'KaamSewa', // PLACEHOLDER: marketplace brand name
  pitch: 'Dream. Learn. Achieve.',
  /** The home page's words, set with the facts: the tagline under the pitch and the closing figures. */
  get tagline() {
    return company().tagline.en;
  },
  get taglineNe() {
    return company().tagline.ne;
  },
  get figures() {
    return company().figures;
  },
  description:
    'IT and educational consultancy in Biratnagar, Nepal: software development, data services, digital marketing and honest career guidance.',
  url: import.meta.env.VITE_SITE_URL ?? defaults.website,
  /** What public/og-image.jpg shows, for those who cannot see it where a link is shared. */
  get shareImageAlt() {
    return `${company().name} logo with “Dream. Learn. Achieve.” and “Bridging Digital Divide · ${company().address.city}, Nepal”`;
  },
};

/** A WhatsApp chat with the company, the greeting already typed. */
export const whatsappChatUrl = (greeting: string) =>
  `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(greeting)}`;

/** The company's postal address on one line. */
export const fullAddress = () => addressLine(company());
