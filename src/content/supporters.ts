import { logoSize } from './art';

export interface Supporter {
  name: string;
  imgSrc: string;
}

export const supporterLogoSize = logoSize;

// PLACEHOLDER: partner names and marks stand in for the company's real supporters.
export const supporters: readonly Supporter[] = [
  'Koshi Innovation Hub',
  'Morang Business Network',
  'Himal Skills Council',
  'Sagarmatha Digital Labs',
  'Terai Enterprise Forum',
  'Everest Learning Trust',
].map((name, i) => ({ name, imgSrc: `/art/supporters/supporter-${i + 1}.svg` }));
