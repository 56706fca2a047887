import type { Localized } from '@/i18n/localized';
import { factsDependent, site } from '@/config/site';
import * as en from '../blog';

const [admission1, admission2, announcement] = en.latestUpdates.items;
const [trending1, trending2, trending3, trending4, trending5] = en.trendingPosts.items;

export const blogPage: Localized<typeof en.blogPage> = factsDependent(() => ({
  eyebrow: 'लेख र जानकारी',
  title: 'ब्लगहरू',
  intro: 'हाम्रो टोलीका समाचार, भर्नासम्बन्धी जानकारी, सूचना र विचारहरू।',
  allSamples: 'यस पृष्ठका सबै लेख नमुना सामग्री हुन्।',
  articleHref: '/blogsingle',
  readLabel: 'लेख पढ्नुहोस्',
  submit: {
    label: 'लेख पठाउनुहोस्',
    href: `mailto:${site.email}?subject=${encodeURIComponent('ब्लगका लागि लेख')}`,
  },
  categoriesLabel: 'विधाहरू',
  allCategories: 'सबै',
}));

export const blogCategories: Localized<typeof en.blogCategories> = ['स्वास्थ्य', 'जीवनशैली', 'करियर', 'मनोरञ्जन', 'प्रविधि'];

export const featuredArticle: Localized<typeof en.featuredArticle> = {
  label: 'विशेष',
  title: 'ब्यानर प्रवर्द्धनका २४ उत्कृष्ट उपाय',
  desc: 'चाडपर्वका छुटदेखि विद्यार्थीका अनुभवसम्म, साना व्यवसाय र विद्यालयले यसै महिना प्रयोग गर्न सक्ने दुई दर्जन ब्यानर उपाय।',
  readTime: '३ मिनेटमा पढिने',
  date: '१४ अगस्ट २०२४',
  dateTime: en.featuredArticle.dateTime,
  author: 'आशा पौडेल',
  img: { ...en.featuredArticle.img, alt: 'प्रवर्द्धनको घोषणा गर्दै गरेको माइक' },
};

export const latestUpdates: Localized<typeof en.latestUpdates> = {
  title: 'पछिल्ला अपडेटहरू',
  items: [
    {
      ...admission1,
      tag: 'भर्ना',
      title: 'आईटी ब्रिज कोर्सका लागि भर्ना खुला',
      desc: 'छोटा आईटी कोर्सहरूको शरद् सत्रका लागि आवेदन खुला भएको छ। कोशी प्रदेशका विद्यार्थीका लागि छात्रवृत्ति उपलब्ध छ।',
      img: { ...admission1.img, alt: 'किताबको थुप्रोमाथि दीक्षान्त टोपी' },
    },
    {
      ...admission2,
      tag: 'भर्ना',
      title: 'विदेश अध्ययन: २०२५ का लागि कागजात सूची',
      desc: 'विश्वविद्यालयहरूले माग्ने कागजातहरू, र परामर्श सत्रअघि हरेक कागजात कसरी तयार पार्ने।',
      img: { ...admission2.img, alt: 'स्वीकृतिको छाप लागेको कागजात' },
    },
    {
      ...announcement,
      tag: 'सूचना',
      title: 'चाडपर्वमा सहयोग समय थपिएको',
      desc: 'हाम्रो हेल्पलाइन दसैं र तिहारभर खुला रहन्छ; मुख्य चाडका दिनमा भने समय घटाइएको छ।',
      img: { ...announcement.img, alt: 'लाइक र सन्देश देखाइरहेको फोन' },
    },
  ],
};

export const blogSearch: Localized<typeof en.blogSearch> = {
  title: 'लेख खोज्नुहोस्',
  intro: 'भाषा, विधा र लेखक छानेर नमुना लेखहरू छान्नुहोस्, अनि "खोज्नुहोस्" थिच्नुहोस्।',
  filterLabels: { language: 'भाषा', category: 'विधा', author: 'लेखक' },
  languages: ['अङ्ग्रेजी', 'नेपाली', 'हिन्दी'],
  categories: ['सफलताका कथा', 'उद्यमशीलता', 'सहकार्य'],
  authors: ['आशा पौडेल', 'रोहन मिश्र', 'सीता गुरुङ'],
  go: 'खोज्नुहोस्',
  reset: 'छनोट हटाउनुहोस्',
  resultsLabel: 'खोजका नतिजा',
  showing: '{{total}} मध्ये {{shown}} लेख देखाइएको छ',
  empty: 'यी छनोटसँग मिल्ने लेख भेटिएन। अर्को संयोजन प्रयास गर्नुहोस्।',
};

export const languageCodes: typeof en.languageCodes = { अङ्ग्रेजी: 'en', नेपाली: 'ne', हिन्दी: 'hi' };

const sample = 'यो नमुना लेखको सारांश हो; पूरा लेख छिट्टै प्रकाशित हुनेछ।';
const [language, category, author] = [blogSearch.languages, blogSearch.categories, blogSearch.authors];

export const blogResults: Localized<typeof en.blogResults> = [
  {
    ...en.blogResults[0],
    desc: sample,
    img: { ...en.blogResults[0].img, alt: 'तारासहितको ट्रफी' },
    language: language[0],
    category: category[0],
    author: author[0],
  },
  {
    ...en.blogResults[1],
    desc: sample,
    img: { ...en.blogResults[1].img, alt: 'माथि उक्लँदै गरेको वृद्धिको चार्ट' },
    language: language[1],
    category: category[1],
    author: author[2],
  },
  {
    ...en.blogResults[2],
    desc: sample,
    img: { ...en.blogResults[2].img, alt: 'हात मिलाउँदै गरेका दुई साझेदार' },
    language: language[0],
    category: category[2],
    author: author[1],
  },
  {
    ...en.blogResults[3],
    desc: sample,
    img: { ...en.blogResults[3].img, alt: 'माथि उक्लँदै गरेको वृद्धिको चार्ट' },
    language: language[2],
    category: category[1],
    author: author[1],
  },
  {
    ...en.blogResults[4],
    desc: sample,
    img: { ...en.blogResults[4].img, alt: 'तारासहितको ट्रफी' },
    language: language[0],
    category: category[0],
    author: author[2],
  },
  {
    ...en.blogResults[5],
    desc: sample,
    img: { ...en.blogResults[5].img, alt: 'हात मिलाउँदै गरेका दुई साझेदार' },
    language: language[2],
    category: category[2],
    author: author[0],
  },
];

export const trendingPosts: Localized<typeof en.trendingPosts> = {
  title: 'चर्चित लेख',
  items: [
    {
      ...trending1,
      topic: blogCategories[4],
      title: 'हरेक सानो कार्यालयले प्रयोग गर्नुपर्ने पाँच औजार',
      desc: 'हरेक हप्ता घण्टौं समय बचाउने सरल र सस्तो सफ्टवेयर।',
      img: { ...trending1.img, alt: 'कोड देखाइरहेको ल्यापटप' },
    },
    {
      ...trending2,
      topic: blogCategories[0],
      title: 'ग्रामीण क्लिनिकका लागि डिजिटल अभिलेख',
      desc: 'मोरङको एउटा स्वास्थ्य चौकी एक महिनामै कसरी कागजरहित बन्यो।',
      img: { ...trending2.img, alt: 'मुटुको धड्कनको रेखासहितको क्लिनिकको चिन्ह' },
    },
    {
      ...trending3,
      topic: blogCategories[1],
      title: 'विराटनगर नजिकका सप्ताहान्त पदयात्रा',
      desc: 'स्क्रिनबाट टाढा शनिबार बिताउन छोटा पदयात्रा।',
      img: { ...trending3.img, alt: 'घाममुनि हिमालहरू' },
    },
    {
      ...trending4,
      topic: blogCategories[2],
      title: 'रोजगारदाताले पढ्ने बायोडाटा कसरी लेख्ने',
      desc: 'पहिलो पटक रोजगार खोज्नेहरूका लागि हाम्रा परामर्शदाताको सल्लाह।',
      img: { ...trending4.img, alt: 'स्वीकृतिको छाप लागेको कागजात' },
    },
    {
      ...trending5,
      topic: blogCategories[3],
      title: 'यस वर्ष पछ्याउनैपर्ने नेपाली सर्जकहरू',
      desc: 'अनलाइनमा सक्रिय कथाकार, सङ्गीतकार र सिर्जनशील व्यक्तिहरू।',
      img: { ...trending5.img, alt: 'लाइक र सन्देश देखाइरहेको फोन' },
    },
  ],
};

export const sampleArticle: Localized<typeof en.sampleArticle> = {
  eyebrow: 'मार्केटिङ',
  title: featuredArticle.title,
  author: featuredArticle.author,
  authorRole: 'डिजिटल मार्केटिङ प्रमुख',
  authorImage: { ...en.sampleArticle.authorImage, alt: `${featuredArticle.author} को तस्बिर` },
  date: featuredArticle.date,
  dateTime: featuredArticle.dateTime,
  readTime: featuredArticle.readTime,
  img: featuredArticle.img,
  back: { to: '/blog', label: 'सबै लेखमा फर्कनुहोस्' },
  paragraphs: [
    'राम्रो ब्यानरले एउटै काम गर्छ: सही व्यक्तिलाई, सही समयमा, अहिल्यै किन कदम चाल्ने भनेर बताउँछ। ग्राहकहरूसँग काम गर्दा हामी सबैभन्दा धेरै प्रयोग गर्ने उपायहरू यहाँ छन्।',
    'चाडपर्वका छुट स्पष्ट हुँदा सबैभन्दा राम्रो काम गर्छन्। "तिहारसम्म वेब डिजाइनमा १५% छुट" भन्ने सन्देश "चाडपर्व छुट" भन्दा धेरै प्रभावकारी हुन्छ। छुटसँगै एउटै स्पष्ट बटन राख्नुहोस्।',
    'सन्तुष्ट ग्राहकको भनाइ टाढासम्म पुग्छ। खुसी विद्यार्थी वा ग्राहकको छोटो भनाइ, वास्तविक फोटो र नामसहित, प्रायः जुनसुकै छुटभन्दा बढी प्रभावकारी हुन्छ।',
    'यो अनुच्छेद नमुना पाठ हो। पूरा लेख तयार नभएसम्म यहाँ नमुना सामग्री रहनेछ।',
  ],
};

export const liveBlog: Localized<typeof en.liveBlog> = {
  samplesShown: '“नमुना सामग्री” लेखिएका लेखहरू उदाहरण मात्र हुन्, हाम्रा आफ्नै समाचार होइनन्।',
  sample: 'नमुना सामग्री',
  allLanguages: 'सबै भाषा',
  allCategoriesOption: 'सबै विधा',
  allAuthors: 'सबै लेखक',
  languageNames: { en: 'अङ्ग्रेजी', ne: 'नेपाली' },
  filtersLabel: 'लेख छान्नुहोस्',
  showing: '{{total}} लेख',
  empty: 'यी छनोटसँग मिल्ने कुनै प्रकाशित लेख छैन।',
  clear: 'सबै लेख हेर्नुहोस्',
  pagesLabel: 'पृष्ठहरू',
  previous: 'नयाँ लेखहरू',
  next: 'पुराना लेखहरू',
  page: 'पृष्ठ {{page}} / {{pages}}',
  minutes: '{{minutes}} मिनेट पढाइ',
  by: 'लेखक: {{author}}',
  twin: 'यो लेख अङ्ग्रेजीमा पढ्नुहोस्',
  feed: 'सदस्यता लिनुहोस् (Atom फिड)',
};
