import { mediaSrc, mediaSrcSet } from './media-url';
import type { Supporter } from './supporter';

// Free of zod: the home page's island reads it.

/** The home page's logo box (3:1): the samples' marks are drawn at this size. */
export const supporterLogoSize = { width: 360, height: 120 } as const;

// PLACEHOLDER: invented organisations with generated marks, shipped as samples ("Remove all sample content").
export const shippedSupporters: readonly Supporter[] = [
  ['Koshi Innovation Hub', 'कोशी इनोभेसन हब'],
  ['Morang Business Network', 'मोरङ व्यवसाय सञ्जाल'],
  ['Himal Skills Council', 'हिमाल सीप परिषद्'],
  ['Sagarmatha Digital Labs', 'सगरमाथा डिजिटल ल्याब्स'],
  ['Terai Enterprise Forum', 'तराई उद्यम मञ्च'],
  ['Everest Learning Trust', 'एभरेस्ट लर्निङ ट्रस्ट'],
].map(([name, nameNe], i) => ({
  name,
  nameNe,
  link: '',
  logo: { src: `/art/supporters/supporter-${i + 1}.svg`, ...supporterLogoSize },
  sample: true,
}));

/** A supporter as a page in `lang` shows it: its name, link and logo (every width the pipeline made, in WebP). */
export interface PublicSupporter {
  name: string;
  link: string;
  logo: { src: string; srcSet?: string; width: number; height: number };
}

export function publicSupporter(supporter: Supporter, lang: 'en' | 'ne'): PublicSupporter {
  const { logo } = supporter;
  return {
    name: (lang === 'ne' && supporter.nameNe) || supporter.name,
    link: supporter.link,
    logo:
      'media' in logo
        ? {
            src: mediaSrc(logo.media),
            srcSet: mediaSrcSet(logo.media, 'webp'),
            width: logo.media.width,
            height: logo.media.height,
          }
        : logo,
  };
}
