import type { Localized } from '@/i18n/localized';
import { nepaliDigits } from '@/i18n/nepali-digits';
import type { Widgets } from '../widgets';

export const widgets: Localized<Widgets> = {
  carousel: {
    previous: 'अघिल्लो तस्बिर',
    next: 'अर्को तस्बिर',
    pictureBullet: 'तस्बिर {{index}} देखाउनुहोस्',
    quoteBullet: 'भनाइ {{index}} देखाउनुहोस्',
    autoplay: (playing: boolean, subject: string) => `${subject} ${playing ? 'रोक्नुहोस्' : 'चलाउनुहोस्'}`,
    slideshow: 'स्लाइडशो',
    testimonials: 'प्रशंसापत्र',
  },
  lightbox: {
    Previous: 'अघिल्लो',
    Next: 'अर्को',
    Close: 'बन्द गर्नुहोस्',
    'Hide thumbnails': 'साना तस्बिर लुकाउनुहोस्',
    'Show thumbnails': 'साना तस्बिर देखाउनुहोस्',
    open: (n: number, of: number, alt: string) => `${nepaliDigits(of)} मध्ये ${nepaliDigits(n)} औं फोटो खोल्नुहोस्: ${alt}`,
  },
  rating: (value: number, max: number) => `${nepaliDigits(max)} मा ${nepaliDigits(value)} मूल्याङ्कन`,
  map: { picture: 'हाम्रो कार्यालय चिनो लगाइएको विराटनगर केन्द्रको नक्सा', show: 'चलाउन मिल्ने नक्सा देखाउनुहोस्' },
  team: {
    loading: 'टोलीको विवरण खुल्दैछ…',
    failed: 'अहिले हाम्रो टोलीको विवरण ल्याउन सकिएन।',
    failedHint: 'कृपया इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
    retry: 'फेरि प्रयास गर्नुहोस्',
    empty: 'हाम्रो टोलीको परिचय छिट्टै यहाँ राखिनेछ।',
    listLabel: 'टोलीका सदस्यहरू',
    portrait: (name: string) => `${name} को तस्बिर`,
    onX: (name: string) => `X मा ${name}`,
    onLinkedIn: (name: string) => `LinkedIn मा ${name}`,
  },
};
