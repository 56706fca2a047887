export interface VideoEntry {
  id: string;
  titleEn: string;
  /** The Nepali title, in Devanagari. */
  titleNe: string;
  duration: string;
}

export interface VideoSource {
  src: string;
  type: string;
}

export const videoPage = {
  eyebrow: 'Videos',
  title: 'Watch and learn',
  intro: 'Short videos in English and Nepali about our services and the marketplace.',
  playlistLabel: 'More videos',
  nowPlaying: 'Now playing',
  play: 'Play the video',
};

/** Every entry plays the same local file for now; give an entry its own sources when real videos exist. */
export const videoSources: readonly VideoSource[] = [
  { src: '/media/intro.webm', type: 'video/webm' },
  { src: '/media/intro.mp4', type: 'video/mp4' },
];

export const videoPoster = { src: '/media/intro-poster.jpg', width: 640, height: 360 };

export const videos: readonly VideoEntry[] = [
  {
    id: 'welcome',
    titleEn: 'Welcome to Digital Bridge Nepal',
    titleNe: 'डिजिटल ब्रिज नेपालमा स्वागत छ',
    duration: '0:09',
  },
  { id: 'how-it-works', titleEn: 'How the marketplace works', titleNe: 'बजार कसरी काम गर्छ', duration: '0:09' },
  { id: 'register', titleEn: 'Register as a professional', titleNe: 'पेशेवरको रूपमा दर्ता गर्नुहोस्', duration: '0:09' },
  { id: 'hire', titleEn: 'Hire a verified professional', titleNe: 'प्रमाणित पेशेवर भाडामा लिनुहोस्', duration: '0:09' },
  { id: 'wallet', titleEn: 'Pay membership with your wallet', titleNe: 'वालेटबाट सदस्यता शुल्क तिर्नुहोस्', duration: '0:09' },
  { id: 'study-abroad', titleEn: 'Planning to study abroad', titleNe: 'विदेशमा अध्ययनको योजना', duration: '0:09' },
  {
    id: 'data-services',
    titleEn: 'Our data services explained',
    titleNe: 'हाम्रा डाटा सेवाहरूको परिचय',
    duration: '0:09',
  },
];
