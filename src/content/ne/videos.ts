import type { Localized } from '@/i18n/localized';
import * as en from '../videos';

export const videoPage: Localized<typeof en.videoPage> = {
  eyebrow: 'भिडियोहरू',
  title: 'हेर्नुहोस् र सिक्नुहोस्',
  intro: 'हाम्रा सेवा र मार्केटप्लेसबारे अङ्ग्रेजी र नेपालीमा छोटा भिडियोहरू।',
  playlistLabel: 'थप भिडियोहरू',
  nowPlaying: 'अहिले चलिरहेको',
  play: 'भिडियो चलाउनुहोस्',
  youtubeNote: 'चलाउनुहोस् थिचेपछि मात्र यो भिडियो YouTube (youtube-nocookie.com) बाट आउँछ; त्यसअघि YouTube बाट केही आउँदैन।',
  none: 'अहिलेसम्म कुनै भिडियो छैन। कृपया छिट्टै फेरि आउनुहोस्।',
};

// The video list carries both titles already (English and Nepali), so both pages share it.
export { shippedVideos } from '../videos';
