import { useState, type FocusEvent } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

/**
 * Autoplay state shared by the carousels: the visitor's pause/play choice, a hold while the
 * pointer or focus is inside, and no autoplay at all under prefers-reduced-motion.
 */
export function useCarouselAutoplay() {
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? !reducedMotion;

  return {
    playing,
    running: playing && !hovered && !focused,
    toggle: () => setChosen(!playing),
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
