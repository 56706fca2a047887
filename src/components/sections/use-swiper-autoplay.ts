import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';

/** Connects a Swiper instance (pass `onSwiper` to it) to the shared carousel autoplay state. */
export function useSwiperAutoplay() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = useCarouselAutoplay();

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (autoplay.running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay.running]);

  return { ...autoplay, swiper, onSwiper: setSwiper };
}
