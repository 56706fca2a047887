import { useState, type FocusEvent } from 'react';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { useWokenBy } from '@/islands/island';

/** A carousel's use before its code: any at all, and play (true) or pause (false) pressed last. */
export interface EarlyUse {
  used: boolean;
  playing: boolean | null;
}

/**
 * Autoplay state shared by the carousels: the visitor's pause/play choice, a hold while the
 * pointer or focus is inside, and no autoplay at all under prefers-reduced-motion. The prerendered
 * carousel is paused; before its code arrives its boot script (src/components/blocks/carousel-boot.ts)
 * starts it (or not, under reduced motion) and answers the visitor's presses: `early` is what it
 * did, and the code goes on from there, playing or paused as the page shows. Woken by the visitor
 * with no such state (no boot script ran), it stays still: the press the page replays does what
 * they saw.
 */
export function useCarouselAutoplay(early: EarlyUse = { used: false, playing: null }) {
  const reducedMotion = useReducedMotion();
  const inBrowser = useIsClient();
  const wokenBy = useWokenBy();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const byVisitor = wokenBy === 'visitor' || early.used;
  // Hydrated as prerendered (paused), then as pressed before the code: React sets what changed, so
  // the page's state and React's agree (a hydration mismatch is left as it is).
  const playing = inBrowser && (chosen ?? early.playing ?? (!byVisitor && !reducedMotion));

  return {
    playing,
    reducedMotion,
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
