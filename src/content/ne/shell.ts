import type { Localized } from '@/i18n/localized';
import { site } from '@/config/site';
import { nepaliDigits } from '@/i18n/nepali-digits';
import type { Shell } from '../shell';

export const shell: Localized<Shell> = {
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  // The street line is a placeholder, like the English one.
  address: `मेन रोड, वडा नं. ${nepaliDigits(4)}, विराटनगर ${nepaliDigits(site.address.postalCode)}, नेपाल`,
  home: ', गृहपृष्ठ',
  mainNavLabel: 'मुख्य',
  nav: {
    '/': 'गृहपृष्ठ',
    '/about': 'हाम्रो बारेमा',
    '/services': 'सेवाहरू',
    '/team': 'टोली',
    '/testimonials': 'प्रशंसापत्र',
    '/contact': 'सम्पर्क',
    '/book': 'बैठक बुक गर्नुहोस्',
    '/blog': 'ब्लग',
    '/terms': 'नियम तथा सर्तहरू',
    '/privacy': 'गोपनीयता नीति',
    '/career': 'रोजगारी',
    '/vmgo': 'दूरदृष्टि र ध्येय',
    '/timeline': 'हाम्रो यात्रा',
    '/gallerys': 'कार्यक्रमहरू',
    '/gallery': 'ग्यालेरी',
    '/video': 'भिडियोहरू',
    '/aboutpage': `${site.marketplace}को बारेमा`,
    '/works': 'यसले कसरी काम गर्छ',
    '/feature': 'विशेषताहरू',
  },
  openMenu: 'मेनु खोल्नुहोस्',
  closeMenu: 'मेनु बन्द गर्नुहोस्',
  languageSwitch: { label: 'English', title: 'Read this page in English', lang: 'en' },
  footer: {
    about: `सपना देख्नुहोस्। सिक्नुहोस्। हासिल गर्नुहोस्। डिजिटल खाडल पुर्दै: विराटनगर, नेपालबाट प्रविधि तथा शैक्षिक परामर्श।`,
    groups: {
      'Useful Links': 'उपयोगी लिङ्कहरू',
      'Other Resources': 'अन्य स्रोतहरू',
      Company: 'कम्पनी',
      Marketplace: site.marketplace,
    },
    rights: (year: number) => `© ${nepaliDigits(year)} ${site.name}। सर्वाधिकार सुरक्षित।`,
    socialLabel: 'सामाजिक सञ्जाल',
    opensInNewTab: (label: string) => `${label} (नयाँ ट्याबमा खुल्छ)`,
  },
  helpline: {
    label: 'हेल्पलाइन',
    text: 'आईटी सहयोग वा करियर सल्लाह चाहिन्छ? हाम्रो टोल-फ्री हेल्पलाइनमा फोन गर्नुहोस्',
    call: 'अहिल्यै फोन गर्नुहोस्',
    close: 'हेल्पलाइन पट्टी बन्द गर्नुहोस्',
  },
  popup: {
    title: `${site.name} बाट आईटी सहयोग लिनुहोस्`,
    text: 'सफ्टवेयर, डाटा, डिजिटल मार्केटिङ वा करियरसम्बन्धी प्रश्न: परामर्शदातासँग कुरा गर्नुहोस्। पहिलो १५ मिनेट निःशुल्क छ।',
  },
  reopenModal: 'सूचना फेरि खोल्नुहोस्',
  reopenName: `फेरि खोल्नुहोस्: ${site.name} बाट आईटी सहयोग लिनुहोस्`,
  chat: 'WhatsApp मा हामीसँग कुरा गर्नुहोस् (नयाँ ट्याबमा खुल्छ)',
  chatGreeting: `नमस्ते ${site.name}! म तपाईंका सेवाबारे थप जान्न चाहन्छु।`,
  homeFloat: 'फिर्ती कलको अनुरोध गर्नुहोस्',
  dialogClose: 'बन्द गर्नुहोस्',
  pageLoading: 'पृष्ठ खुल्दैछ',
  errorScreen: {
    eyebrow: 'केही गडबड भयो',
    title: 'अनपेक्षित त्रुटि भयो!',
    text: 'तपाईंले खोज्नुभएको पृष्ठ छैन वा देखाउन सकिएन। साइटका अरू सबै भाग भने चलिरहेका छन्।',
    back: 'गृहपृष्ठमा फर्कनुहोस्',
  },
};
