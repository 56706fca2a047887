import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { fillText } from '@/i18n/fill-text';
import { useDigits } from '@/i18n/use-digits';
import { cn } from '@/lib/cn';

interface CarouselDotsProps {
  /** The carousel's Swiper, once its code has arrived. */
  swiper: SwiperInstance | null;
  count: number;
  /** The dot shown as active at first: the slide the visitor moved to before the code arrived. */
  initial: number;
  /** Each dot's accessible name, `{{index}}` standing for its number: 'Show picture {{index}}'. */
  label: string;
  /** Swiper React's slot: the dots sit inside the carousel, under the slides. */
  slot: 'container-end';
}

/**
 * The carousel's dots as our own buttons, in Swiper's pagination classes. Unlike Swiper's
 * pagination, which creates them in the browser, they are in the prerendered page, so they show
 * (and a press on one is kept) before the carousel's code arrives.
 */
export function CarouselDots({ swiper, count, initial, label, slot }: CarouselDotsProps) {
  const digits = useDigits();
  const [active, setActive] = useState(initial);
  useEffect(() => {
    if (!swiper) return;
    const update = () => setActive(swiper.realIndex);
    update();
    swiper.on('realIndexChange', update);
    return () => swiper.off('realIndexChange', update);
  }, [swiper]);

  return (
    <div
      slot={slot}
      className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal"
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={fillText(label, { index: digits(index + 1) })}
          aria-current={index === active ? 'true' : undefined}
          onClick={() => swiper?.slideToLoop(index)}
          className={cn('swiper-pagination-bullet', index === active && 'swiper-pagination-bullet-active')}
        />
      ))}
    </div>
  );
}
