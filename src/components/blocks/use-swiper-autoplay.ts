import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { type EarlyUse, useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';

/**
 * Connects a Swiper instance (pass `onSwiper` to it) to the shared carousel autoplay state;
 * `early`: the carousel's use before its code arrived (./use-early-carousel.ts).
 */
export function useSwiperAutoplay(early?: EarlyUse) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = useCarouselAutoplay(early);
  const stepDue = useRef(autoplay.firstStepDue);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    // Woken because its first step came due while its code was on the way: that step is taken now.
    const stepNow = stepDue.current && autoplay.running;
    stepDue.current = false;
    if (!autoplay.running) {
      swiper.autoplay.stop();
      return;
    }
    if (stepNow) {
      // Stopped first, so the autoplay counts its delay from this step instead of waiting on it.
      swiper.autoplay.stop();
      swiper.slideNext();
    }
    swiper.autoplay.start();
  }, [swiper, autoplay.running]);

  return { ...autoplay, swiper, onSwiper: setSwiper };
}
