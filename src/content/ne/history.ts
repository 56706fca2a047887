import type { Localized } from '@/i18n/localized';
import * as en from '../history';

const texts: readonly { imageAlt: string; title: string; date: string }[] = [
  { imageAlt: 'स्वीकृतिको छाप लागेको दर्ता प्रमाणपत्र', title: 'कम्पनी दर्ता', date: 'जुन २०१८' },
  { imageAlt: 'मञ्चमा उद्घाटनको रिबन काट्दै अतिथिहरू', title: 'काठमाडौंमा उद्घाटन', date: 'सेप्टेम्बर २०१९' },
  {
    imageAlt: 'सम्झौतामाथि हात मिलाउँदै दुई साझेदार',
    title: 'राष्ट्रिय सीप संस्थासँग समझदारीपत्र',
    date: 'फेब्रुअरी २०२०',
  },
  { imageAlt: 'किताबको थाकमाथि दीक्षान्त टोपी', title: 'सीप प्रमाणीकरणका लागि दोस्रो समझदारीपत्र', date: 'अगस्ट २०२२' },
  { imageAlt: 'तारासहितको ट्रफी', title: 'पुरस्कार समारोह', date: 'नोभेम्बर २०२३' },
  { imageAlt: 'कार्ड भुक्तानी स्वीकृत गर्दै फोन वालेट', title: 'वालेट प्रदायकसँग समझदारीपत्र', date: 'मे २०२४' },
];

export const historyMilestones: Localized<typeof en.historyMilestones> = en.historyMilestones.map((milestone, i) => ({
  ...milestone,
  ...texts[i],
}));

export { historyImageSize } from '../history';
