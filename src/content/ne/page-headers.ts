import type { Localized } from '@/i18n/localized';
import type { pageHeaders as en } from '../page-headers';

export const pageHeaders: Localized<typeof en> = {
  book: {
    title: 'बैठक बुक गर्नुहोस्',
    intro: 'Zoom, Google Meet वा Microsoft Teams मा १५ मिनेटको निःशुल्क परामर्श, वा ३० अथवा ६० मिनेटको सशुल्क बैठक बुक गर्नुहोस्।',
  },
  career: {
    title: 'रोजगारी',
    intro: 'एजेन्ट, पूर्णकालीन, आंशिक समय, इन्टर्न वा स्वयंसेवकका रूपमा हामीसँग काम गर्न आवेदन दिनुहोस्।',
  },
  team: { title: 'हाम्रो टोली', intro: 'हाम्रा परियोजना, परामर्श र तालिमपछाडिका मानिसहरूलाई चिन्नुहोस्।' },
};
