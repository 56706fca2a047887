import { HiChatBubbleBottomCenterText } from 'react-icons/hi2';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle';
import { Img } from '@/components/ui/img';
import type { Testimonial } from '@/content/testimonials';
import '@/components/blocks/carousel.css';
import { CarouselDots } from '@/components/blocks/carousel-dots';
import { useEarlyCarousel } from '@/components/blocks/use-early-carousel';
import { useSwiperAutoplay } from '@/components/blocks/use-swiper-autoplay';
import { useWidgets } from '@/content/hooks/use-widgets';

export const TESTIMONIAL_DELAY_MS = 5000;

interface TestimonialCarouselProps {
  label: string;
  items: readonly Testimonial[];
}

/**
 * One quote at a time, looping, advancing every 5 seconds; held while the pointer or focus is on
 * it, pausable with the visible control, and still under prefers-reduced-motion.
 */
export function TestimonialCarousel({ label, items }: TestimonialCarouselProps) {
  const { carousel } = useWidgets();
  const early = useEarlyCarousel();
  const autoplay = useSwiperAutoplay(early);

  return (
    // data-early-carousel: its presses are answered before its code (carousel-boot.ts).
    <div id={early.id} data-early-carousel="" className="mx-auto max-w-3xl">
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-autoplay={autoplay.running ? 'running' : 'paused'}
        {...autoplay.holdProps}
        className="testimonial-carousel rounded-3xl bg-white p-6 shadow-lift ring-1 ring-brand-100 sm:p-10"
      >
        <Swiper
          modules={[A11y, Autoplay]}
          slidesPerView={1}
          loop
          initialSlide={early.slide}
          speed={autoplay.reducedMotion ? 0 : 600}
          autoplay={{ delay: TESTIMONIAL_DELAY_MS, disableOnInteraction: false }}
          onSwiper={autoplay.onSwiper}
          className="!pb-12"
        >
          {items.map((item) => (
            <SwiperSlide key={item.name}>
              <figure className="text-center">
                <HiChatBubbleBottomCenterText aria-hidden="true" className="mx-auto h-10 w-10 text-accent-500" />
                <blockquote lang={item.lang} className="mt-4 text-lg font-medium text-ink sm:text-xl">
                  “{item.text}”
                </blockquote>
                <figcaption className="mt-6 flex items-center justify-center gap-3">
                  {item.image && <Img {...item.image} className="h-14 w-14 rounded-full" />}
                  <span className="text-left">
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-ink-muted">{item.position}</span>
                  </span>
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
          <CarouselDots
            slot="container-end"
            swiper={autoplay.swiper}
            count={items.length}
            initial={early.slide}
            label={carousel.quoteBullet}
          />
        </Swiper>
      </section>
      <div className="mt-4 flex justify-center">
        <AutoplayToggle
          playing={autoplay.playing}
          onToggle={autoplay.toggle}
          label={(playing) => carousel.autoplay(playing, carousel.testimonials)}
        />
      </div>
    </div>
  );
}
