/**
 * The videos the site ships with (the spec's /video: seven titled videos, titles in English and
 * Nepali, every entry the same local clip). The gateway seeds them once, marked Sample, and staff
 * delete them in one action; the build's own /video page shows them until the gateway renders it.
 * No zod here: the site's /video page imports this.
 */
export interface ShippedPoster {
  src: string;
  width: number;
  height: number;
}

export interface VideoFileSource {
  src: string;
  type: string;
}

export const shippedPoster: ShippedPoster = { src: '/media/intro-poster.jpg', width: 640, height: 360 };
/** The same still in AVIF (5 kB, the JPEG 14 kB): /video's largest paint on a phone. */
export const shippedPosterAvif = '/media/intro-poster.avif';

/** The clip that ships in the build (public/media/), WebM first: a browser plays the first it can. */
export const shippedSources: readonly VideoFileSource[] = [
  { src: '/media/intro.webm', type: 'video/webm' },
  { src: '/media/intro.mp4', type: 'video/mp4' },
];

export const sampleVideos: readonly { titleEn: string; titleNe: string }[] = [
  { titleEn: 'Welcome to Digital Bridge Nepal', titleNe: 'डिजिटल ब्रिज नेपालमा स्वागत छ' },
  { titleEn: 'How the marketplace works', titleNe: 'बजार कसरी काम गर्छ' },
  { titleEn: 'Register as a professional', titleNe: 'पेशेवरको रूपमा दर्ता गर्नुहोस्' },
  { titleEn: 'Hire a verified professional', titleNe: 'प्रमाणित पेशेवर भाडामा लिनुहोस्' },
  { titleEn: 'Pay membership with your wallet', titleNe: 'वालेटबाट सदस्यता शुल्क तिर्नुहोस्' },
  { titleEn: 'Planning to study abroad', titleNe: 'विदेशमा अध्ययनको योजना' },
  { titleEn: 'Our data services explained', titleNe: 'हाम्रा डाटा सेवाहरूको परिचय' },
];

export const samplePosterAlt = 'A still from the Digital Bridge Nepal introduction video';
