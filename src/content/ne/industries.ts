import type { Localized } from '@/i18n/localized';
import * as en from '../industries';

const { healthCare, employment, tourism, agriculture } = en.industries;

export const industries: Localized<typeof en.industries> = {
  healthCare: {
    ...healthCare,
    title: 'स्वास्थ्य सेवा',
    description:
      'बिरामीको अभिलेख, अपोइन्टमेन्ट प्रणाली र डाटा विश्लेषण, जसले क्लिनिक र अस्पताललाई भएकै कर्मचारीबाट धेरै मानिसको सेवा गर्न सघाउँछ।',
    imageAlt: 'मुटुको धड्कनको रेखा र एक नर्ससहितको क्लिनिकको चिन्ह',
  },
  employment: {
    ...employment,
    title: 'रोजगारी',
    description: 'रोजगार मिलान, मानव संसाधन प्रणाली र सीप तालिम, जसले रोजगार खोज्नेहरूलाई स्वदेश र विदेशका रोजगारदातासँग जोड्छ।',
    imageAlt: 'दुई रोजगार खोज्नेबीच एउटा ब्रिफकेस',
  },
  tourism: {
    ...tourism,
    title: 'पर्यटन',
    description: 'नेपालभरका होटल, ट्रेकिङ एजेन्सी र गन्तव्यहरूका लागि बुकिङ वेबसाइट, डिजिटल मार्केटिङ र पर्यटक विश्लेषण।',
    imageAlt: 'घाममुनि हिउँले ढाकिएका हिमाल',
  },
  agriculture: {
    ...agriculture,
    title: 'कृषि',
    description: 'किसान दर्ता, सहकारी लेखा र बजार मूल्यको जानकारी, जसले खेतलाई खरिदकर्ताको नजिक ल्याउँछ।',
    imageAlt: 'हरियो खेतमा लहरै उम्रिएका बाली',
  },
};

export { industryImageSize } from '../industries';

/** The home page's Focused Industries, in the spec's order. */
export const focusedIndustries: Localized<typeof en.focusedIndustries> = [
  industries.healthCare,
  industries.employment,
  industries.tourism,
];

/** The About page's Mission sectors, in the spec's order. */
export const missionSectors: Localized<typeof en.missionSectors> = [
  industries.healthCare,
  industries.tourism,
  industries.employment,
  industries.agriculture,
];
