import type { Localized } from '@/i18n/localized';
import { factsDependent, site } from '@/config/site';
import * as en from '../home';

export const homeFeaturesTitle: Localized<typeof en.homeFeaturesTitle> = 'हामी सबैभन्दा राम्रो के गर्छौं';

const [analysis, mapping, banking] = en.homeFeatures;

export const homeFeatures: Localized<typeof en.homeFeatures> = [
  {
    ...analysis,
    title: 'डाटा विश्लेषण',
    description: 'तपाईंका सर्वेक्षण, बिक्री र सेवा अभिलेखबाट ड्यासबोर्ड र सरल भाषामा निष्कर्ष।',
  },
  {
    ...mapping,
    title: 'व्यवसाय म्यापिङ',
    description: 'ग्राहक, शाखा र प्रतिस्पर्धीलाई नक्सामा हेर्नुहोस् र अब कहाँ विस्तार गर्ने योजना बनाउनुहोस्।',
  },
  {
    ...banking,
    title: 'डाटा बैंकिङ',
    description: 'पहुँच नियन्त्रण र नियमित ब्याकअपसहित सुरक्षित, व्यवस्थित भण्डारण।',
  },
];

export const welcome: Localized<typeof en.welcome> = factsDependent(() => ({
  eyebrow: `${site.name} मा स्वागत छ`,
  title: 'तपाईंलाई अघि बढाउने प्रविधि र मार्गदर्शन',
  paragraphs: [
    `${site.name} विराटनगरमा आधारित आईटी तथा शैक्षिक परामर्श संस्था हो। हामी विद्यालय, व्यवसाय, सहकारी र गैरसरकारी संस्थालाई प्रविधिको सदुपयोग गर्न सघाउँछौं, र विद्यार्थी तथा रोजगार खोज्नेहरूलाई इमानदार सल्लाहसहित अर्को कदमको योजना बनाउन मद्दत गर्छौं।`,
    'पहिलो वेबसाइटदेखि राष्ट्रिय डाटा परियोजनासम्म, हामी उही लगनले काम गर्छौं: सुन्छौं, बुझाउँछौं, काम पूरा गर्छौं र त्यसपछि पनि साथ दिइरहन्छौं।',
  ],
  link: { to: '/about', label: 'हाम्रो बारेमा थप' },
  image: { ...en.welcome.image, alt: 'किताबको थाकमाथि राखिएको दीक्षान्त टोपी' },
}));

export const industriesIntro: Localized<typeof en.industriesIntro> = {
  eyebrow: 'केन्द्रित क्षेत्रहरू',
  title: 'जहाँ हामी सबैभन्दा ठूलो फरक ल्याउँछौं',
  linkLabel: 'थप जान्नुहोस्',
};

const [description, reviews, details] = en.showcase.tabs;

export const showcase: Localized<typeof en.showcase> = {
  eyebrow: 'हाम्रो कार्यशैली',
  title: 'नाप्न सकिने नतिजा',
  image: { ...en.showcase.image, alt: 'माथितिर जाने तीरसँगै बढ्दै गएका स्तम्भहरूको चार्ट' },
  tabs: [
    {
      ...description,
      label: 'विवरण',
      heading: 'विचारदेखि सुरुवातसम्म एउटै साझेदार',
      paragraphs: [
        'तपाईंका लक्ष्य बुझ्न हामी निःशुल्क परामर्शबाट सुरु गर्छौं, अनि निश्चित चरण र मूल्यसहितको स्पष्ट योजना प्रस्ताव गर्छौं।',
        'हाम्रा डेभलपर, विश्लेषक र डिजाइनर एउटै टोली भएर काम गर्छन्, त्यसैले एकअर्कालाई काम हस्तान्तरण गर्दा केही छुट्दैन।',
      ],
    },
    {
      ...reviews,
      label: 'समीक्षाहरू',
      heading: 'विद्यालय, क्लिनिक र व्यवसायहरूको भरोसा',
      paragraphs: [
        'स्पष्ट सञ्चार, समयमै काम र सुरु भएपछि पनि जारी रहने सहयोगका लागि ग्राहकहरूले हामीलाई राम्रो मूल्याङ्कन गर्नुहुन्छ।',
        'प्रधानाध्यापक, कार्यक्रम निर्देशक र व्यवसायीहरूले के भन्नुहुन्छ, हाम्रो प्रशंसापत्र पृष्ठमा पढ्नुहोस्।',
      ],
    },
    {
      ...details,
      label: 'विस्तृत जानकारी',
      heading: 'काम कसरी अघि बढ्छ',
      paragraphs: [
        'परामर्श Zoom, Google Meet वा Microsoft Teams मा हुन्छ: १५ मिनेट निःशुल्क, ३० मिनेट ४९ अमेरिकी डलर, वा ६० मिनेट ९९ अमेरिकी डलर।',
        'परियोजनाको शुल्क चरणअनुसार लिइन्छ; सहयोग र डाटा सेवाहरू मासिक सदस्यतामा उपलब्ध छन्।',
      ],
    },
  ],
};

export const supportersIntro: Localized<typeof en.supportersIntro> = {
  eyebrow: 'हाम्रा सहयोगीहरू',
  title: 'सँगसँगै काम गर्दै',
  logoAlt: (name: string) => `${name} को लोगो`,
};

export const consultationCta: Localized<typeof en.consultationCta> = {
  title: 'अहिल्यै निःशुल्क परामर्श लिनुहोस्',
  text: 'तपाईंलाई सुहाउने समयमा, अनलाइन, परामर्शदातासँग पन्ध्र मिनेट। कुनै बाध्यता छैन।',
  action: { to: '/book', label: 'बैठक बुक गर्नुहोस्' },
};

export const whyUsIntro: Localized<typeof en.whyUsIntro> = factsDependent(() => ({
  eyebrow: 'हामी नै किन',
  title: `ग्राहकहरूले ${site.name} लाई किन रोज्नुहुन्छ`,
}));

export const banner: Localized<typeof en.banner> = factsDependent(() => ({
  title: site.taglineNe,
  text: 'एकपछि अर्को परियोजनामार्फत हरेक जिल्लामा आधुनिक प्रविधि र इमानदार मार्गदर्शन पुर्‍याउँदै।',
  stats: site.figures.ne,
}));

export const endPrompt: Localized<typeof en.endPrompt> = factsDependent(() => ({
  title: 'कुरा गर्न तयार हुनुहुन्छ?',
  text: '१५ मिनेटको निःशुल्क परामर्श बुक गर्नुहोस् वा अहिल्यै फोन गर्नुहोस्।',
  action: { to: '/book', label: 'बैठक बुक गर्नुहोस्' },
  call: { href: site.phone.href, label: `${site.phone.display} मा फोन गर्नुहोस्` },
  close: 'सुझाव बन्द गर्नुहोस्',
  reopen: 'परामर्शको सुझाव फेरि खोल्नुहोस्',
}));
