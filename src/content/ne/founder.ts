import type { Localized } from '@/i18n/localized';
import { site } from '@/config/site';
import * as en from '../founder';

export const founder: Localized<typeof en.founder> = {
  ...en.founder,
  eyebrow: 'संस्थापकलाई चिन्नुहोस्',
  name: 'विनोदकुमार साह',
  role: `संस्थापक तथा प्रमुख कार्यकारी अधिकृत, ${site.marketplace}`,
  paragraphs: [
    `विराटनगरका सीपयुक्त छिमेकीहरू हप्तौंसम्म कामको पर्खाइमा बसेको, अनि सहरकै परिवारहरूले भरपर्दो इलेक्ट्रिसियन वा ट्युटर नपाएको देखेपछि मैले ${site.marketplace} सुरु गरेँ।`,
    'हाम्रो काम त्यो खाडल पुर्नु हो: सरल एप, निष्पक्ष नियम र मानिसले भरोसा गर्न सक्ने भुक्तानी। हामीले ल्याउने हरेक सुविधा त्यसलाई प्रयोग गर्ने पेसेवरहरूसँगको कुराकानीबाट सुरु हुन्छ।',
  ],
  image: { ...en.founder.image, alt: 'विनोदकुमार साहको तस्बिर' },
};
