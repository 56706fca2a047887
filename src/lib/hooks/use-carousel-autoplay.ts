import { useState, type FocusEvent } from 'react';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { useWokenByVisitor } from '@/lib/island';

/**
 * Autoplay state shared by the carousels: the visitor's pause/play choice, a hold while the
 * pointer or focus is inside, and no autoplay at all under prefers-reduced-motion. The prerendered
 * carousel is paused (it does not move before its code arrives) and starts once running in the
 * browser, unless the visitor woke it by pressing one of its controls: then the press is replayed on
 * the state they saw.
 */
export function useCarouselAutoplay() {
  const reducedMotion = useReducedMotion();
  const inBrowser = useIsClient();
  const wokenByVisitor = useWokenByVisitor();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? (inBrowser && !wokenByVisitor && !reducedMotion);

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
