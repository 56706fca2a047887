import type { Localized } from '@/i18n/localized';
import { formatDateNe } from '@/i18n/nepali-dates';
import * as en from '../marketplace-events';

export const marketplaceGalleryPage: Localized<typeof en.marketplaceGalleryPage> = {
  eyebrow: 'कार्यक्रम ग्यालेरी',
  title: 'हाम्रो समुदायका क्षणहरू',
  intro: 'मार्केटप्लेसका पेसेवर र साझेदारहरूसँगका सुरुवात, तालिम, सम्झौता र उत्सवहरू।',
};

const texts: readonly { alt: string; location: string }[] = [
  { alt: 'कम्पनी दर्ताको उत्सव', location: 'विराटनगर' },
  { alt: 'एन्ड्रोइड एपको सार्वजनिकीकरण', location: 'विराटनगर' },
  { alt: 'उद्घाटन समारोह', location: 'काठमाडौं' },
  { alt: 'एजेन्ट तालिम कार्यक्रम', location: 'इटहरी' },
  { alt: 'सीप साझेदारसँग समझदारीपत्रमा हस्ताक्षर', location: 'काठमाडौं' },
  { alt: 'पेसेवरहरूको भेटघाट', location: 'धरान' },
  { alt: '५० हजार डाउनलोडको उत्सव', location: 'विराटनगर' },
  { alt: '१ लाख डाउनलोडको उत्सव', location: 'विराटनगर' },
  { alt: 'स्टार्टअप पुरस्कार समारोह', location: 'काठमाडौं' },
  { alt: 'वालेट साझेदारी सम्झौता', location: 'काठमाडौं' },
  { alt: 'कार्यस्थलमा महिला कार्यशाला', location: 'दमक' },
];

export const marketplaceEvents: Localized<typeof en.marketplaceEvents> = en.marketplaceEvents.map((event, i) => ({
  ...event,
  ...texts[i],
  dateLabel: formatDateNe(event.date, true),
}));
