import { useId, useState } from 'react';

/**
 * What a carousel did before its code arrived (./carousel-boot.ts keeps it on the root, `id`):
 * whether the visitor pressed one of its controls, the slide it shows (moved to by them or by its
 * autoplay) and whether it plays (`null`: neither started nor pressed). Read once, as the carousel
 * hydrates, so its first render shows what the page already shows.
 */
export function useEarlyCarousel() {
  const id = useId();
  const [early] = useState(() => {
    const root = typeof document === 'undefined' ? null : document.getElementById(id);
    const { earlySlide, earlyPlaying, earlyUsed } = root?.dataset ?? {};
    return {
      used: earlyUsed !== undefined,
      slide: Number(earlySlide ?? 0),
      playing: earlyPlaying === undefined ? null : earlyPlaying === 'true',
    };
  });
  return { id, ...early };
}
