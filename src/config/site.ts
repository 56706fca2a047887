/**
 * Every company fact used in more than one place. Values marked PLACEHOLDER are stand-ins the
 * company must replace before launch (the README lists them).
 */
export const site = {
  name: 'Digital Bridge Nepal', // PLACEHOLDER: legal company name
  shortName: 'Digital Bridge',
  marketplace: 'KaamSewa', // PLACEHOLDER: marketplace brand name
  pitch: 'Dream. Learn. Achieve.',
  tagline: 'Bridging Digital Divide',
  description:
    'IT and educational consultancy in Biratnagar, Nepal: software development, data services, digital marketing and honest career guidance.',
  url: import.meta.env.VITE_SITE_URL ?? 'https://www.digitalbridge.com.np', // PLACEHOLDER: public site URL
  phone: { display: '+977 21-590 123', href: 'tel:+97721590123' }, // PLACEHOLDER
  helpline: { display: '1660-01-22 333', href: 'tel:16600122333' }, // PLACEHOLDER: toll-free number
  email: 'info@digitalbridge.com.np', // PLACEHOLDER
  address: {
    street: 'Main Road, Ward 4', // PLACEHOLDER
    city: 'Biratnagar',
    region: 'Koshi Province',
    postalCode: '56613',
    country: 'Nepal',
  },
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

export const fullAddress = `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`;
