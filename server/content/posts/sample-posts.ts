import type { Db } from '../../storage/db';
import { seedOnce } from '../../settings/seed-once';
import type { PostData, PostStore } from './post-store';

const scene = (name: string) => ({ src: `/art/blog/${name}.svg`, width: 800, height: 600 });

/** The shipped sample posts (marked Sample in the back office; deletable in one action). */
const samples: (PostData & { publishAt: string; twinOf?: number })[] = [
  {
    title: '24 Awesome Banner Promotion Ideas',
    slug: 'banner-promotion-ideas',
    lang: 'en',
    summary:
      'From seasonal offers to student testimonials, two dozen banner ideas that small businesses and schools can put to work this month.',
    category: 'Technology',
    authorName: 'Asha Poudel',
    cover: scene('featured'),
    coverAlt: 'A megaphone announcing a promotion',
    featured: true,
    publishAt: '2024-08-14T04:15:00.000Z',
    body: [
      'A good banner does one job: it tells the right person, at the right moment, why they should act now. Here are the ideas we return to most often with clients.',
      'Seasonal offers work best when they are specific. “15% off web design until Tihar” beats “Festive discounts”. Pair the offer with a single, clear button.',
      'Social proof travels far. A short quote from a happy student or client, with a real photo and name, often outperforms any discount.',
    ].join('\n\n'),
  },
  {
    title: 'ब्यानर प्रवर्द्धनका २४ उत्कृष्ट उपाय',
    slug: 'banner-promotion-ideas',
    lang: 'ne',
    twinOf: 0,
    summary: 'चाडपर्वका छुटदेखि विद्यार्थीका अनुभवसम्म, साना व्यवसाय र विद्यालयले यसै महिना प्रयोग गर्न सक्ने दुई दर्जन ब्यानर उपाय।',
    category: 'Technology',
    authorName: 'आशा पौडेल',
    cover: scene('featured'),
    coverAlt: 'प्रवर्द्धनको घोषणा गर्दै गरेको माइक',
    featured: true,
    publishAt: '2024-08-14T04:15:00.000Z',
    body: [
      'राम्रो ब्यानरले एउटै काम गर्छ: सही व्यक्तिलाई, सही समयमा, अहिल्यै किन कदम चाल्ने भनेर बताउँछ। ग्राहकहरूसँग काम गर्दा हामी सबैभन्दा धेरै प्रयोग गर्ने उपायहरू यहाँ छन्।',
      'चाडपर्वका छुट स्पष्ट हुँदा सबैभन्दा राम्रो काम गर्छन्। "तिहारसम्म वेब डिजाइनमा १५% छुट" भन्ने सन्देश "चाडपर्व छुट" भन्दा धेरै प्रभावकारी हुन्छ। छुटसँगै एउटै स्पष्ट बटन राख्नुहोस्।',
    ].join('\n\n'),
  },
  {
    title: 'Admissions open for IT bridge courses',
    slug: 'it-bridge-course-admissions',
    lang: 'en',
    summary:
      'Applications for our autumn intake of short IT courses are now open. Scholarships are available for students from Koshi Province.',
    category: 'Career',
    authorName: 'Rohan Mishra',
    cover: scene('admission-1'),
    coverAlt: 'A graduation cap on a pile of books',
    publishAt: '2024-08-02T04:15:00.000Z',
    body: 'Our autumn intake of short IT courses is open. Ask for a callback to hear which course fits you and whether you qualify for a scholarship.',
  },
  {
    title: 'Study abroad: document checklist for 2025',
    slug: 'study-abroad-document-checklist',
    lang: 'en',
    summary: 'The documents universities ask for, and how to prepare each one before your counselling session.',
    category: 'Career',
    authorName: 'Sita Gurung',
    cover: scene('admission-2'),
    coverAlt: 'A checked document with an approval stamp',
    publishAt: '2024-07-20T04:15:00.000Z',
    body: 'Passport, transcripts, language test results, a statement of purpose and proof of funds: bring each to your counselling session and we will check them with you.',
  },
];

/** Seeds the sample posts once per data folder (as the sample team is); a deletion is never undone. */
export function seedSamplePostsOnce(db: Db, posts: PostStore) {
  seedOnce(db, 'posts_seeded', () => {
    const ids: string[] = [];
    for (const { publishAt, twinOf, ...data } of samples) {
      const saved = posts.save(
        undefined,
        { ...data, twinId: twinOf === undefined ? null : ids[twinOf] },
        'Sample content',
        {
          sample: true,
        },
      );
      posts.setState(saved.id, { action: 'schedule', publishAt });
      posts.dateSample(saved.id, publishAt);
      ids.push(saved.id);
    }
  });
}
