import type { Picture } from '@/components/ui/img';
import { portrait } from './art';

export interface Testimonial {
  text: string;
  name: string;
  /** Shown in the carousel only. */
  position?: string;
  /** None when the back office stored a testimonial without a photo. */
  image?: Picture;
  /** A stored testimonial's own rating (the samples share `testimonialRating`). */
  rating?: number;
  /** The quote's language where it differs from the page's (a Nepali page's untranslated quote). */
  lang?: string;
  /** The "sample content" mark, shown only on the shipped samples. */
  sampleLabel?: string;
}

// PLACEHOLDER: sample testimonials until the company supplies approved quotes.
export const carouselQuotes: readonly Testimonial[] = [
  {
    text: 'They rebuilt our admissions system in six weeks. Applications that used to take our office a full day now take an hour, and parents can track them online.',
    name: 'Sunita Karki',
    position: 'Principal, Biratnagar',
    image: portrait(5, 'Sunita Karki'),
  },
  {
    text: 'The data analysis for our health survey was careful and clear. Their report went straight into our funding proposal.',
    name: 'Dr. Ramesh Adhikari',
    position: 'Programme Director, Health NGO',
    image: portrait(12, 'Dr. Ramesh Adhikari'),
  },
  {
    text: 'Honest advice from the first meeting. They told us what we did not need to buy, and the website they built brings us bookings every week.',
    name: 'Pasang Sherpa',
    position: 'Owner, Trekking Agency',
    image: portrait(3, 'Pasang Sherpa'),
  },
  {
    text: 'Their counsellors guided me through every step of my application. I am now studying data science, and I still call them for advice.',
    name: 'Anjali Yadav',
    position: 'Student',
    image: portrait(10, 'Anjali Yadav'),
  },
];

export const testimonialCards: readonly Testimonial[] = [
  {
    text: 'Our cooperative finally has one place for member records and loan data. Reports that took a week now take minutes.',
    name: 'Hari Prasad Rai',
    image: portrait(1, 'Hari Prasad Rai'),
  },
  {
    text: 'Professional, patient and on time. The HR system fits the way our factory actually works.',
    name: 'Meena Shrestha',
    image: portrait(9, 'Meena Shrestha'),
  },
  {
    text: 'Our social media reach tripled in three months, and the enquiries are real customers.',
    name: 'Bikash Gupta',
    image: portrait(7, 'Bikash Gupta'),
  },
  {
    text: 'The free consultation alone saved us from an expensive mistake. We signed up for support the same week.',
    name: 'Sarita Limbu',
    image: portrait(11, 'Sarita Limbu'),
  },
  {
    text: 'They tabulated 12,000 survey forms accurately and ahead of schedule.',
    name: 'Dipendra Thapa',
    image: portrait(13, 'Dipendra Thapa'),
  },
  {
    text: 'Friendly team, clear pricing and a website our patients find easy to use.',
    name: 'Kabita Bhattarai',
    image: portrait(2, 'Kabita Bhattarai'),
  },
];

export const testimonialRating = 5;

export const testimonialsPage = {
  eyebrow: 'Testimonials',
  title: 'What our clients say',
  intro: 'Principals, programme directors, business owners and students on working with us.',
  carouselLabel: 'Client quotes',
  grid: { eyebrow: 'Reviews', title: 'Rated by the people we work with' },
  cta: {
    title: 'Get Your Free Consultation Now',
    text: 'Join them: book 15 minutes with a consultant, online and free.',
    action: { to: '/book', label: 'Book a Meeting' },
  },
};

/** Texts of /testimonials once the gateway renders it with the stored testimonials. */
export const liveTestimonials = { sample: 'Sample content' };
