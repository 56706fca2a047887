import type { Localized } from '@/i18n/localized';
import { formatDateNe } from '@/i18n/nepali-dates';
import * as en from '../gallery-events';

export const galleryPage: Localized<typeof en.galleryPage> = {
  eyebrow: 'ग्यालेरी',
  title: 'कार्यक्रम र कार्यशालाहरू',
  intro: 'नेपाल र भारतभर हामीले आयोजना गरेका र सहभागी भएका गोष्ठी, तालिम र साझेदार कार्यक्रमहरू।',
  tag: 'कार्यक्रम',
  action: { to: '/singlegallery', label: 'ग्यालेरी हेर्नुहोस्' },
};

const texts: readonly { alt: string; location: string }[] = [
  { alt: 'डिजिटल साक्षरता गोष्ठी', location: 'विराटनगर, नेपाल' },
  { alt: 'आईटी करियर मेला', location: 'पोखरा, नेपाल' },
  { alt: 'डाटा सीप कार्यशाला', location: 'धरान, नेपाल' },
  { alt: 'कृषि प्रविधि भेला', location: 'चितवन, नेपाल' },
  { alt: 'स्टार्टअप सम्मेलन', location: 'काठमाडौं, नेपाल' },
  { alt: 'अन्तर्राष्ट्रिय शिक्षा प्रदर्शनी', location: 'नयाँ दिल्ली, भारत' },
];

export const galleryEvents: Localized<typeof en.galleryEvents> = en.galleryEvents.map((event, i) => ({
  ...event,
  ...texts[i],
  dateLabel: formatDateNe(event.date, true),
}));

export { eventImageSize } from '../gallery-events';

export const liveGallery: Localized<typeof en.liveGallery> = {
  sample: 'नमुना सामग्री',
  empty: 'अहिलेसम्म कुनै कार्यक्रम प्रकाशित छैन।',
};
