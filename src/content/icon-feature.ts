import type { IconType } from 'react-icons';

/** A titled point with an icon and one line of description (feature tiles, Why Us, VMGO tiles). */
export interface IconFeature {
  title: string;
  description: string;
  icon: IconType;
}
