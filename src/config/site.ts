import { company, fullAddress } from '@schemas/company';

/**
 * Every company fact used in more than one place (the name, contacts and address live in
 * schemas/company.ts, which the gateway's e-mails share). Values marked PLACEHOLDER are stand-ins the
 * company must replace before launch (the README lists them).
 */
export const site = {
  ...company,
  marketplace: 'KaamSewa', // PLACEHOLDER: marketplace brand name
  pitch: 'Dream. Learn. Achieve.',
  tagline: 'Bridging Digital Divide',
  description:
    'IT and educational consultancy in Biratnagar, Nepal: software development, data services, digital marketing and honest career guidance.',
  url: import.meta.env.VITE_SITE_URL ?? company.website,
  map: { lat: 26.4525, lon: 87.2718, zoom: 14 },
  socials: {
    linkedin: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/digital-bridge-nepal' }, // PLACEHOLDER
    x: { label: 'X (Twitter)', href: 'https://x.com/digitalbridgenp' }, // PLACEHOLDER
    whatsapp: { label: 'WhatsApp', href: 'https://wa.me/9779800000000' }, // PLACEHOLDER
  },
  whatsapp: {
    number: '9779800000000', // PLACEHOLDER: messaging-app number, digits only
    greeting: 'Hello Digital Bridge Nepal! I would like to know more about your services.',
  },
} as const;

/** A WhatsApp chat with the company, the greeting already typed. */
export const whatsappChatUrl = (greeting: string) =>
  `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(greeting)}`;

export { fullAddress };
