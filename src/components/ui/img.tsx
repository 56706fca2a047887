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
  /** The page's largest paint (LCP candidate): eager, with high priority. */
  priority?: boolean;
  /** In the first view beside the largest paint: eager, at the browser's own priority. */
  eager?: boolean;
}

/** Every picture goes through here: it refuses a missing alt or size and is lazy by default. */
export function Img({ priority = false, eager = priority, ...props }: ImgProps) {
  return (
    <img
      loading={eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
