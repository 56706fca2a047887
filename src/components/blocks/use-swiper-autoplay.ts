import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { type EarlyUse, useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';

/**
 * Connects a Swiper instance (pass `onSwiper` to it) to the shared carousel autoplay state;
 * `early`: the carousel's use before its code arrived (./use-early-carousel.ts).
 */
export function useSwiperAutoplay(early?: EarlyUse) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = useCarouselAutoplay(early);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (autoplay.running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay.running]);

  return { ...autoplay, swiper, onSwiper: setSwiper };
}
