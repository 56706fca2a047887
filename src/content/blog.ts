import { factsDependent, site } from '@/config/site';
import type { Picture } from '@/components/ui/img';
import { portrait, scene } from './art';

export interface BlogCard {
  id: string;
  title: string;
  desc: string;
  img: Picture;
  tag?: string;
}

export interface BlogResult extends BlogCard {
  language: string;
  category: string;
  author: string;
}

export interface TrendingPost extends BlogCard {
  topic: string;
}

export const blogPage = factsDependent(() => ({
  eyebrow: 'Insights',
  title: 'Blogs',
  intro: 'News, admission updates, announcements and ideas from our team.',
  /** Said by the build's own /blog, whose articles are all the shipped samples. */
  allSamples: 'All articles on this page are sample content.',
  articleHref: '/blogsingle',
  readLabel: 'Read article',
  submit: {
    label: 'Submit an Article',
    href: `mailto:${site.email}?subject=${encodeURIComponent('Article submission for the blog')}`,
  },
  categoriesLabel: 'Categories',
  allCategories: 'All',
}));

/** The category strip; choosing one narrows the Trending Post list. */
export const blogCategories = ['Health', 'Lifestyle', 'Career', 'Entertainment', 'Technology'] as const;

export const featuredArticle = {
  label: 'Featured',
  title: '24 Awesome Banner Promotion Ideas',
  desc: 'From seasonal offers to student testimonials, two dozen banner ideas that small businesses and schools can put to work this month.',
  readTime: '3 mins read',
  date: '14 Aug 2024',
  dateTime: '2024-08-14',
  author: 'Asha Poudel',
  img: scene('/art/blog/featured.svg', 'A megaphone announcing a promotion'),
};

export const latestUpdates = {
  title: 'Latest updates',
  items: [
    {
      id: 'bit-admission',
      tag: 'Admission',
      title: 'Admissions open for IT bridge courses',
      desc: 'Applications for our autumn intake of short IT courses are now open. Scholarships are available for students from Koshi Province.',
      img: scene('/art/blog/admission-1.svg', 'A graduation cap on a pile of books'),
    },
    {
      id: 'abroad-admission',
      tag: 'Admission',
      title: 'Study abroad: document checklist for 2025',
      desc: 'The documents universities ask for, and how to prepare each one before your counselling session.',
      img: scene('/art/blog/admission-2.svg', 'A checked document with an approval stamp'),
    },
    {
      id: 'office-announcement',
      tag: 'Announcement',
      title: 'Extended support hours this festive season',
      desc: 'Our helpline stays open through Dashain and Tihar, with reduced hours on the main festival days.',
      img: scene('/art/blog/announcement.svg', 'A phone showing likes and messages'),
    },
  ] satisfies BlogCard[],
};

export const blogSearch = {
  title: 'Find an article',
  intro: 'Narrow the sample articles by language, category and author, then press Go.',
  filterLabels: { language: 'Language', category: 'Category', author: 'Author' },
  languages: ['English', 'Nepali', 'Hindi'],
  categories: ['Success Stories', 'Entrepreneurship', 'Cooperation'],
  // PLACEHOLDER: sample author names.
  authors: ['Asha Poudel', 'Rohan Mishra', 'Sita Gurung'],
  go: 'Go',
  reset: 'Clear filters',
  resultsLabel: 'Search results',
  showing: 'Showing {{shown}} of {{total}} articles',
  empty: 'No articles match these filters. Try another combination.',
};

const lorem = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.';

/** Language tags for the result titles, so Devanagari gets the right font and voice. */
export const languageCodes: Record<string, string> = { English: 'en', Nepali: 'ne', Hindi: 'hi' };

export const blogResults: readonly BlogResult[] = [
  {
    id: 'r1',
    title: 'From trainee to team lead in two years',
    desc: lorem,
    img: scene('/art/blog/success.svg', 'A trophy with a star'),
    language: 'English',
    category: 'Success Stories',
    author: 'Asha Poudel',
  },
  {
    id: 'r2',
    title: 'बिराटनगरबाट सुरु भएको स्टार्टअप',
    desc: lorem,
    img: scene('/art/blog/startup.svg', 'A rising growth chart'),
    language: 'Nepali',
    category: 'Entrepreneurship',
    author: 'Sita Gurung',
  },
  {
    id: 'r3',
    title: 'Cooperatives going digital',
    desc: lorem,
    img: scene('/art/blog/cooperation.svg', 'Two partners shaking hands'),
    language: 'English',
    category: 'Cooperation',
    author: 'Rohan Mishra',
  },
  {
    id: 'r4',
    title: 'कम पूंजी में व्यापार कैसे शुरू करें',
    desc: lorem,
    img: scene('/art/blog/startup.svg', 'A rising growth chart'),
    language: 'Hindi',
    category: 'Entrepreneurship',
    author: 'Rohan Mishra',
  },
  {
    id: 'r5',
    title: 'A nurse who learnt to code',
    desc: lorem,
    img: scene('/art/blog/success.svg', 'A trophy with a star'),
    language: 'English',
    category: 'Success Stories',
    author: 'Sita Gurung',
  },
  {
    id: 'r6',
    title: 'सीमा के पार साझेदारी',
    desc: lorem,
    img: scene('/art/blog/cooperation.svg', 'Two partners shaking hands'),
    language: 'Hindi',
    category: 'Cooperation',
    author: 'Asha Poudel',
  },
];

export const trendingPosts = {
  title: 'Trending Post',
  items: [
    {
      id: 't1',
      topic: 'Technology',
      title: 'Five tools every small office should use',
      desc: 'Simple, low-cost software that saves hours each week.',
      img: scene('/art/blog/trending-1.svg', 'A laptop showing code'),
    },
    {
      id: 't2',
      topic: 'Health',
      title: 'Digital records for rural clinics',
      desc: 'How a health post in Morang went paperless in a month.',
      img: scene('/art/blog/trending-2.svg', 'A clinic sign with a heartbeat line'),
    },
    {
      id: 't3',
      topic: 'Lifestyle',
      title: 'Weekend treks near Biratnagar',
      desc: 'Short hikes for a screen-free Saturday.',
      img: scene('/art/blog/trending-3.svg', 'Mountains under the sun'),
    },
    {
      id: 't4',
      topic: 'Career',
      title: 'Writing a CV employers read',
      desc: 'Our counsellors’ advice for first-time job seekers.',
      img: scene('/art/blog/admission-2.svg', 'A checked document with an approval stamp'),
    },
    {
      id: 't5',
      topic: 'Entertainment',
      title: 'Nepali creators to follow this year',
      desc: 'Storytellers, musicians and makers online.',
      img: scene('/art/blog/announcement.svg', 'A phone showing likes and messages'),
    },
  ] satisfies TrendingPost[],
};

export const sampleArticle = {
  eyebrow: 'Marketing',
  title: featuredArticle.title,
  author: featuredArticle.author,
  authorRole: 'Digital Marketing Lead',
  authorImage: portrait(9, featuredArticle.author),
  date: featuredArticle.date,
  dateTime: featuredArticle.dateTime,
  readTime: featuredArticle.readTime,
  img: featuredArticle.img,
  back: { to: '/blog', label: 'Back to all articles' },
  paragraphs: [
    'A good banner does one job: it tells the right person, at the right moment, why they should act now. Here are the ideas we return to most often with clients.',
    'Seasonal offers work best when they are specific. “15% off web design until Tihar” beats “Festive discounts”. Pair the offer with a single, clear button.',
    'Social proof travels far. A short quote from a happy student or client, with a real photo and name, often outperforms any discount.',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer posuere erat a ante venenatis dapibus posuere velit aliquet. Sample text continues here until the full article is written.',
  ],
};

/** The blog as the gateway renders it with the stored posts (src/features/blog). */
export const liveBlog = {
  /** Said after the intro only while the page shows a sample post. */
  samplesShown: 'Articles marked “Sample content” are examples, not our own news.',
  sample: 'Sample content',
  allLanguages: 'All languages',
  allCategoriesOption: 'All categories',
  allAuthors: 'All authors',
  languageNames: { en: 'English', ne: 'Nepali' },
  filtersLabel: 'Filter articles',
  showing: '{{total}} articles',
  empty: 'No published articles match these filters.',
  clear: 'Show all articles',
  pagesLabel: 'Pages',
  previous: 'Newer articles',
  next: 'Older articles',
  page: 'Page {{page}} of {{pages}}',
  minutes: '{{minutes}} min read',
  by: 'By {{author}}',
  twin: 'Read this article in Nepali',
  feed: 'Subscribe (Atom feed)',
};
