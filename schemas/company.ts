/**
 * The company's facts that both the site and the gateway's e-mails use. Values marked PLACEHOLDER
 * are stand-ins the company must replace before launch (the README lists them).
 */
export const company = {
  name: 'Digital Bridge Nepal', // PLACEHOLDER: legal company name
  shortName: 'Digital Bridge',
  website: 'https://www.digitalbridge.com.np', // PLACEHOLDER: public site URL
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
} as const;

export const fullAddress = `${company.address.street}, ${company.address.city} ${company.address.postalCode}, ${company.address.country}`;
