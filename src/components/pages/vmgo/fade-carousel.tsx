import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle';
import { Img, type Picture } from '@/components/ui/img';
import '@/components/blocks/carousel.css';
import { CarouselDots } from '@/components/blocks/carousel-dots';
import { useEarlyCarousel } from '@/components/blocks/use-early-carousel';
import { useSwiperAutoplay } from '@/components/blocks/use-swiper-autoplay';
import { useWidgets } from '@/content/hooks/use-widgets';

const arrowClass = (side: string) =>
  `absolute ${side} top-1/2 z-10 flex h-8 w-8 -translate-y-1/2 sm:h-10 sm:w-10 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-card hover:bg-white`;

interface FadeCarouselProps {
  label: string;
  slides: readonly Picture[];
  delayMs: number;
}

/** Full-width pictures that cross-fade in a loop, with dots, arrows and a pause control. */
export function FadeCarousel({ label, slides, delayMs }: FadeCarouselProps) {
  const { carousel } = useWidgets();
  const early = useEarlyCarousel();
  const autoplay = useSwiperAutoplay(early);
  return (
    // data-early-carousel: its presses are answered before its code (carousel-boot.ts).
    <div id={early.id} data-early-carousel="" className="relative">
      <section
        aria-roledescription="carousel"
        className="relative"
        aria-label={label}
        data-autoplay={autoplay.running ? 'running' : 'paused'}
        {...autoplay.holdProps}
      >
        <Swiper
          modules={[A11y, Autoplay, EffectFade]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          speed={autoplay.reducedMotion ? 0 : 300}
          loop
          initialSlide={early.slide}
          autoplay={{ delay: delayMs, disableOnInteraction: false }}
          onSwiper={autoplay.onSwiper}
          className="fade-carousel"
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={slide.src}>
              <Img {...slide} priority={i === 0} className="aspect-[16/7] h-auto w-full object-cover" />
            </SwiperSlide>
          ))}
          <CarouselDots
            slot="container-end"
            swiper={autoplay.swiper}
            count={slides.length}
            initial={early.slide}
            label={carousel.pictureBullet}
          />
        </Swiper>
        <button
          type="button"
          onClick={() => autoplay.swiper?.slidePrev()}
          data-carousel-step="-1"
          aria-label={carousel.previous}
          className={arrowClass('left-3')}
        >
          <HiChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => autoplay.swiper?.slideNext()}
          data-carousel-step="1"
          aria-label={carousel.next}
          className={arrowClass('right-3')}
        >
          <HiChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </section>
      <AutoplayToggle
        playing={autoplay.playing}
        onToggle={autoplay.toggle}
        label={(playing) => carousel.autoplay(playing, carousel.slideshow)}
        className="absolute bottom-3 right-3 z-10"
      />
    </div>
  );
}
