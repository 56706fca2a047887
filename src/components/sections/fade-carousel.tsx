import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle';
import { Img } from '@/components/ui/img';
import type { Picture } from '@/content/art';
import './carousel.css';
import { useSwiperAutoplay } from './use-swiper-autoplay';

interface FadeCarouselProps {
  label: string;
  slides: readonly Picture[];
  delayMs: number;
}

/** Full-width pictures that cross-fade in a loop, with dots, arrows and a pause control. */
export function FadeCarousel({ label, slides, delayMs }: FadeCarouselProps) {
  const autoplay = useSwiperAutoplay();
  return (
    <div className="relative">
      <div role="region" aria-roledescription="carousel" aria-label={label} data-autoplay={autoplay.running ? 'running' : 'paused'} {...autoplay.holdProps}>
        <Swiper
          modules={[A11y, Autoplay, EffectFade, Navigation, Pagination]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          loop
          autoplay={{ delay: delayMs, disableOnInteraction: false }}
          pagination={{ clickable: true }}
          navigation
          a11y={{ prevSlideMessage: 'Previous picture', nextSlideMessage: 'Next picture', paginationBulletMessage: 'Show picture {{index}}' }}
          onSwiper={autoplay.onSwiper}
          className="fade-carousel"
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={slide.src}>
              <Img {...slide} priority={i === 0} className="h-[240px] w-full object-cover sm:h-[360px] lg:h-[480px]" />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <AutoplayToggle playing={autoplay.playing} onToggle={autoplay.toggle} subject="slideshow" className="absolute bottom-3 right-3 z-10" />
    </div>
  );
}
