import type { Localized } from '@/i18n/localized';
import { site } from '@/config/site';
import { formatMonthNe } from '@/i18n/nepali-dates';
import * as en from '../timeline';

export const timelinePage: Localized<typeof en.timelinePage> = {
  eyebrow: site.marketplace,
  title: 'हाम्रो यात्रा',
  intro: '२०१८ मा कम्पनी दर्तादेखि २०२४ मा एपभित्रै वालेट भुक्तानीसम्म: मार्केटप्लेसलाई आकार दिने कोसेढुङ्गाहरू।',
  listLabel: 'कोसेढुङ्गाहरू, पछिल्लो पहिले',
};

const texts: readonly { title: string; description: string }[] = [
  {
    title: 'सदस्यता शुल्क वालेटबाट',
    description: 'सदस्यहरूले अब हाम्रो डिजिटल वालेट साझेदारमार्फत एपभित्रै सदस्यता शुल्क तिर्न सक्नुहुन्छ।',
  },
  {
    title: 'प्रमाणित स्टार्टअप, १,२५,००० अमेरिकी डलरको क्रेडिट',
    description:
      'एउटा विश्वव्यापी स्टार्टअप कार्यक्रममा छानिएर प्रमाणित भयौं, र प्लेटफर्म विस्तारका लागि १,२५,००० अमेरिकी डलर बराबरको क्लाउड क्रेडिट पायौं।',
  },
  {
    title: 'भुक्तानी प्रदायकसँग सम्झौता',
    description: 'मार्केटप्लेसका भुक्तानी सम्हाल्न डिजिटल वालेट प्रदायकसँग सम्झौतामा हस्ताक्षर गर्‍यौं।',
  },
  { title: '१ लाखभन्दा बढी एप डाउनलोड', description: 'एन्ड्रोइड एप नेपालभर एक लाखभन्दा बढी पटक डाउनलोड भयो।' },
  {
    title: '५० हजारभन्दा बढी डाउनलोड',
    description: 'सीपयुक्त काम खोज्न वा दिन पचास हजार मानिसले एप डाउनलोड गरिसक्नुभएको थियो।',
  },
  { title: 'औपचारिक सुरुवात', description: 'काठमाडौंमा भएको उद्घाटन समारोहमा मार्केटप्लेस औपचारिक रूपमा सुरु भयो।' },
  { title: 'एन्ड्रोइड एप सार्वजनिक', description: 'एपको पहिलो संस्करण सुरुका प्रयोगकर्ताका लागि Play Store मा आयो।' },
  { title: 'कम्पनी दर्ता', description: 'मार्केटप्लेस चलाउने कम्पनी नेपालमा औपचारिक रूपमा दर्ता भयो।' },
];

export const milestones: Localized<typeof en.milestones> = en.milestones.map((milestone, i) => ({
  ...milestone,
  ...texts[i],
  date: formatMonthNe(milestone.dateTime),
}));
