import { useState, type FocusEvent } from 'react';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { useWokenBy } from '@/islands/island';

/**
 * Autoplay state shared by the carousels: the visitor's pause/play choice, a hold while the
 * pointer or focus is inside, and no autoplay at all under prefers-reduced-motion. The prerendered
 * carousel is paused (it does not move before its code arrives) and starts once running in the
 * browser, unless the visitor woke it by pressing one of its controls: then the press is replayed on
 * the state they saw. Woken by its autoplay schedule, its first step is due at once (`firstStepDue`):
 * it has been in view for its delay already.
 */
export function useCarouselAutoplay() {
  const reducedMotion = useReducedMotion();
  const inBrowser = useIsClient();
  const wokenBy = useWokenBy();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? (inBrowser && wokenBy !== 'visitor' && !reducedMotion);

  return {
    playing,
    running: playing && !hovered && !focused,
    firstStepDue: wokenBy === 'autoplay',
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
