import type { Localized } from '@/i18n/localized';
import { factsDependent, site } from '@/config/site';
import * as en from '../contact';
import { shell } from './shell';

export const contactPage: Localized<typeof en.contactPage> = factsDependent(() => {
  const labels = { phone: 'फोन', helpline: 'टोल-फ्री हेल्पलाइन', email: 'इमेल', address: 'ठेगाना' } as const;
  return {
    eyebrow: 'सम्पर्क',
    title: 'हामीसँग कुरा गर्नुहोस्',
    intro: 'फोन गर्नुहोस्, लेख्नुहोस् वा विराटनगरस्थित हाम्रो कार्यालयमा आउनुहोस्। हामी एक कार्य दिनभित्र जवाफ दिन्छौं।',
    details: en.contactPage.details.map((detail) => ({
      ...detail,
      label: labels[detail.kind],
      ...(detail.kind === 'address' && { value: shell.address }),
    })),
    hours: site.hours.ne,
    map: {
      ...en.contactPage.map,
      title: 'हाम्रो कार्यालय चिनो लगाइएको नक्सा',
      linkLabel: 'नक्सा OpenStreetMap मा खोल्नुहोस्',
    },
    cta: {
      title: 'भिडियो कल रुचाउनुहुन्छ?',
      text: 'Zoom, Google Meet वा Microsoft Teams मा १५ मिनेटको निःशुल्क परामर्श बुक गर्नुहोस्।',
      action: { to: '/book', label: 'बैठक बुक गर्नुहोस्' },
    },
  };
});
