import type { Localized } from '@/i18n/localized';
import * as en from '../testimonials';

const portraitOf = (picture: en.Testimonial['image'], name: string) =>
  picture && { ...picture, alt: `${name} को तस्बिर` };

const quotes: readonly { text: string; name: string; position: string }[] = [
  {
    text: 'उहाँहरूले छ हप्तामै हाम्रो भर्ना प्रणाली नयाँ बनाइदिनुभयो। पहिले हाम्रो कार्यालयलाई दिनभर लाग्ने आवेदनको काम अब एक घण्टामा सकिन्छ, र अभिभावकहरू अनलाइनबाटै आवेदनको अवस्था हेर्न सक्नुहुन्छ।',
    name: 'सुनिता कार्की',
    position: 'प्रधानाध्यापक, विराटनगर',
  },
  {
    text: 'हाम्रो स्वास्थ्य सर्वेक्षणको डाटा विश्लेषण सावधानीपूर्ण र स्पष्ट थियो। उहाँहरूको प्रतिवेदन सिधै हाम्रो अनुदान प्रस्तावमा समावेश भयो।',
    name: 'डा. रमेश अधिकारी',
    position: 'कार्यक्रम निर्देशक, स्वास्थ्य गैरसरकारी संस्था',
  },
  {
    text: 'पहिलो भेटदेखि नै इमानदार सल्लाह। हामीलाई के किन्नु आवश्यक छैन भनेर उहाँहरूले नै भन्नुभयो, र उहाँहरूले बनाइदिनुभएको वेबसाइटबाट हरेक हप्ता बुकिङ आउँछ।',
    name: 'पासाङ शेर्पा',
    position: 'सञ्चालक, ट्रेकिङ एजेन्सी',
  },
  {
    text: 'उहाँहरूका परामर्शदाताले मेरो आवेदनको हरेक चरणमा साथ दिनुभयो। म अहिले डाटा विज्ञान पढ्दैछु, र अझै पनि सल्लाहका लागि उहाँहरूलाई फोन गर्छु।',
    name: 'अञ्जली यादव',
    position: 'विद्यार्थी',
  },
];

export const carouselQuotes: Localized<typeof en.carouselQuotes> = en.carouselQuotes.map((quote, i) => ({
  ...quote,
  ...quotes[i],
  image: portraitOf(quote.image, quotes[i].name),
}));

const cards: readonly { text: string; name: string }[] = [
  {
    text: 'हाम्रो सहकारीसँग अब सदस्यका अभिलेख र ऋणको डाटा राख्ने एउटै ठाउँ छ। एक हप्ता लाग्ने प्रतिवेदन अब केही मिनेटमै तयार हुन्छ।',
    name: 'हरिप्रसाद राई',
  },
  {
    text: 'व्यावसायिक, धैर्यवान् र समयमै। मानव संसाधन प्रणाली हाम्रो कारखाना साँच्चै जसरी चल्छ, त्यसैअनुसार मिल्छ।',
    name: 'मीना श्रेष्ठ',
  },
  {
    text: 'तीन महिनामै हाम्रो सामाजिक सञ्जालको पहुँच तेब्बर भयो, र सोधपुछ गर्नेहरू वास्तविक ग्राहक हुनुहुन्छ।',
    name: 'विकास गुप्ता',
  },
  {
    text: 'निःशुल्क परामर्शले मात्रै हामीलाई एउटा महँगो गल्तीबाट जोगायो। हामीले सोही हप्ता सहयोग सेवा लियौं।',
    name: 'सरिता लिम्बू',
  },
  {
    text: 'उहाँहरूले १२,००० सर्वेक्षण फारम शुद्धसँग र तोकिएको समयभन्दा अगावै तालिकीकरण गर्नुभयो।',
    name: 'दिपेन्द्र थापा',
  },
  {
    text: 'मिलनसार टोली, स्पष्ट मूल्य, र हाम्रा बिरामीलाई प्रयोग गर्न सजिलो लाग्ने वेबसाइट।',
    name: 'कविता भट्टराई',
  },
];

export const testimonialCards: Localized<typeof en.testimonialCards> = en.testimonialCards.map((card, i) => ({
  ...card,
  ...cards[i],
  image: portraitOf(card.image, cards[i].name),
}));

export const testimonialRating = en.testimonialRating;

export const testimonialsPage: Localized<typeof en.testimonialsPage> = {
  eyebrow: 'प्रशंसापत्र',
  title: 'हाम्रा ग्राहकहरू के भन्नुहुन्छ',
  intro: 'हामीसँग काम गरेको अनुभवबारे प्रधानाध्यापक, कार्यक्रम निर्देशक, व्यवसायी र विद्यार्थीहरू।',
  carouselLabel: 'ग्राहकका भनाइ',
  grid: { eyebrow: 'समीक्षाहरू', title: 'हामीसँग काम गर्नेहरूको मूल्याङ्कन' },
  cta: {
    title: 'अहिल्यै निःशुल्क परामर्श लिनुहोस्',
    text: 'तपाईं पनि जोडिनुहोस्: परामर्शदातासँग १५ मिनेट, अनलाइन र निःशुल्क बुक गर्नुहोस्।',
    action: { to: '/book', label: 'बैठक बुक गर्नुहोस्' },
  },
};

export const liveTestimonials: Localized<typeof en.liveTestimonials> = { sample: 'नमुना सामग्री' };
