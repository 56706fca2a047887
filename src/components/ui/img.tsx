import type { ImgHTMLAttributes } from 'react';

/** A picture as content describes it: what `Img` needs besides presentation. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height'> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (the LCP candidate) load eagerly with high priority. */
  priority?: boolean;
}

/** Every picture goes through here: it refuses a missing alt or size and is lazy by default. */
export function Img({ priority = false, ...props }: ImgProps) {
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
