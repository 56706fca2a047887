import type { Localized } from '@/i18n/localized';
import type * as en from '../follow';

export const followBlog: Localized<typeof en.followBlog> = {
  title: 'हाम्रो ब्लग फलो गर्नुहोस्',
  intro:
    'हरेक नयाँ लेख इमेलमा पाउनुहोस्। पहिले हामी तपाईंको ठेगाना पक्का गर्ने लिङ्क पठाउँछौं; हरेक इमेलमा एकै क्लिकमा अनसब्स्क्राइब गर्ने लिङ्क हुन्छ।',
  label: 'इमेल ठेगाना',
  submit: 'फलो गर्नुहोस्',
  feed: 'वा फिड (Atom) बाट फलो गर्नुहोस्',
};
