import { useId, useState } from 'react';

/**
 * What the visitor did to a carousel before its code arrived (./carousel-boot.ts keeps it on the
 * root, `id`): whether they used it at all, the slide they moved to and whether they pressed play or pause (`null`: untouched).
 * Read once, as the carousel hydrates, so its first render shows what the page already shows.
 */
export function useEarlyCarousel() {
  const id = useId();
  const [early] = useState(() => {
    const root = typeof document === 'undefined' ? null : document.getElementById(id);
    const { earlySlide, earlyPlaying } = root?.dataset ?? {};
    return {
      used: earlySlide !== undefined || earlyPlaying !== undefined,
      slide: Number(earlySlide ?? 0),
      playing: earlyPlaying === undefined ? null : earlyPlaying === 'true',
    };
  });
  return { id, ...early };
}
