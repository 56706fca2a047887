import type { Localized } from '@/i18n/localized';
import { site } from '@/config/site';
import * as en from '../features';

export const featurePage: Localized<typeof en.featurePage> = {
  eyebrow: site.marketplace,
  title: 'विशेषताहरू',
  intro: 'ग्राहक र पेसेवर दुवैका लागि यो मार्केटप्लेस छिटो, सुरक्षित र प्रयोग गर्न सजिलो हुनुका नौ कारण।',
  gridTitle: 'नौ विशेषताहरू',
  cta: {
    title: 'यसले कसरी काम गर्छ, हेर्नुहोस्',
    text: 'खोज्नुहोस्, काममा लगाउनुहोस्, निर्देशन दिनुहोस् र भुक्तानी गर्नुहोस्: आवश्यकतादेखि काम सकिनेसम्म चार चरण।',
    action: { to: '/works', label: 'यसले कसरी काम गर्छ' },
  },
};

const texts: readonly { title: string; description: string }[] = [
  { title: 'हलुका एप', description: 'सानो डाउनलोड, जुन सामान्य एन्ड्रोइड फोन र ढिलो इन्टरनेटमा पनि सहज चल्छ।' },
  { title: 'खुला प्लेटफर्म', description: 'जुनसुकै सीपयुक्त व्यक्ति सदस्य बन्न सक्नुहुन्छ, र जुनसुकै ग्राहकले दर्ता नगरी खोज्न सक्नुहुन्छ।' },
  { title: 'डिजिटल प्रोफाइल', description: 'पेसेवरहरूले सीप, फोटो, अनुभव र समीक्षासहितको डिजिटल प्रोफाइल बनाउनुहुन्छ।' },
  { title: 'प्रमाणित पेसेवर', description: 'प्रोफाइलले प्रमाणित चिन्ह पाउनुअघि परिचय र सीप जाँचिन्छ।' },
  { title: 'WhatsApp सँग जोडिएको', description: 'पेसेवरको प्रोफाइलबाटै उहाँलाई WhatsApp मा सन्देश पठाउनुहोस्।' },
  { title: 'सुरक्षित भुक्तानी', description: 'सदस्यता शुल्क हाम्रो डिजिटल वालेट साझेदारमार्फत सुरक्षित रूपमा तिरिन्छ।' },
  { title: 'सजिलो दर्ता', description: 'फोन नम्बरबाट दुई मिनेटभन्दा कम समयमा दर्ता हुनुहोस्।' },
  { title: 'फराकिलो सञ्जाल', description: 'हरेक प्रदेशमा, सयौं पेसामा हजारौं पेसेवर।' },
  { title: 'छिटो पहुँच', description: 'सही व्यक्तिलाई दिनौं होइन, केही सेकेन्डमै खोजेर सम्पर्क गर्नुहोस्।' },
];

export const marketplaceFeatureList: Localized<typeof en.marketplaceFeatureList> = en.marketplaceFeatureList.map(
  (feature, i) => ({ ...feature, ...texts[i] }),
);
