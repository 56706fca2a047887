import type { Localized } from '@/i18n/localized';
import { site } from '@/config/site';
import * as en from '../works-steps';

export const worksPage: Localized<typeof en.worksPage> = {
  eyebrow: site.marketplace,
  title: 'यसले कसरी काम गर्छ',
  intro: `${site.marketplace} मार्फत सीपयुक्त काम गराउने चार सरल चरण।`,
  stepLabel: 'चरण',
  cta: {
    title: 'पेसेवर खोज्न तयार हुनुहुन्छ?',
    text: 'एपका सबै विशेषता हेर्नुहोस्, वा पेसेवरका रूपमा जोडिनेबारे हामीसँग कुरा गर्नुहोस्।',
    action: { to: '/feature', label: 'विशेषताहरू हेर्नुहोस्' },
  },
};

const [search, hire, instruct, pay] = en.workSteps;

export const workSteps: Localized<typeof en.workSteps> = [
  {
    ...search,
    title: 'खोज्नुहोस्',
    paragraphs: [
      'स्थान, उद्योग वा सीपका आधारमा उपयुक्त पेसेवर खोज्नुहोस्। फोटो, अनुभव र पहिलेका ग्राहकको मूल्याङ्कनसहितका प्रमाणित प्रोफाइल हेर्नुहोस्।',
    ],
    image: { ...search.image, alt: 'मिल्दा पेसेवरहरूको सूचीमाथि खोज बार' },
  },
  {
    ...hire,
    title: 'काममा लगाउनुहोस्',
    paragraphs: ['बिचौलिया र लुकेको कमिसनबिना सिधै काममा लगाउनुहोस्। काम, समय र मूल्य पेसेवरसँग आफैं तय गर्नुहोस्।'],
    image: { ...hire.image, alt: 'हात मिलाउँदै ग्राहक र पेसेवर' },
  },
  {
    ...instruct,
    title: 'निर्देशन दिनुहोस्',
    paragraphs: [
      'एपभित्रको पारदर्शी कुराकानीबाट तपाईंलाई के चाहिन्छ भनेर प्रस्ट बताउनुहोस्, ताकि के सहमति भयो भन्ने स्पष्ट अभिलेख दुवै पक्षसँग रहोस्।',
    ],
    image: { ...instruct.image, alt: 'एउटा कामबारे सन्देश आदानप्रदान गर्दै दुई जना' },
  },
  {
    ...pay,
    title: 'भुक्तानी गर्नुहोस्',
    paragraphs: ['काम सकिएपछि डिजिटल वालेटबाट सुरक्षित रूपमा भुक्तानी गर्नुहोस्। नगद बोक्नु पर्दैन, र हरेक भुक्तानीको रसिद पाइन्छ।'],
    image: { ...pay.image, alt: 'कार्ड भुक्तानी पुष्टि गर्दै फोन वालेट' },
  },
];
