import type { Localized } from '@/i18n/localized';
import { factsDependent, site } from '@/config/site';
import * as en from '../home-hero';

export const hero: Localized<typeof en.hero> = factsDependent(() => ({
  eyebrow: 'आईटी तथा शैक्षिक परामर्श',
  title: 'सपना देख्नुहोस्। सिक्नुहोस्। हासिल गर्नुहोस्।',
  subtitle: site.taglineNe,
  intro:
    'विराटनगरस्थित हाम्रो कार्यालयबाट नेपालभर र बाहिरका ग्राहकसम्म सफ्टवेयर, डाटा र डिजिटल सेवा, इमानदार शैक्षिक मार्गदर्शनसहित।',
  primary: { to: '/book', label: 'निःशुल्क परामर्श बुक गर्नुहोस्' },
  secondary: { to: '/services', label: 'सेवाहरू हेर्नुहोस्' },
  location: 'विराटनगर, नेपाल',
  credit: `चित्र: ${site.name}`,
  image: { ...en.hero.image, alt: 'सिकाइलाई प्रविधिसँग जोड्ने पुल, जसमाथि मानिसहरू हिँडिरहेका छन्' },
}));
