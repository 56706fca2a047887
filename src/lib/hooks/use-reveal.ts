import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { revealOnSight } from '@/islands/reveal-on-sight';

/**
 * `revealed` turns true, once, when 10 percent of the element is in view (revealOnSight), at once
 * under prefers-reduced-motion. Observing starts after mount, so the prerendered HTML and the first
 * client render agree.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const node = ref.current;
    if (revealed || !node) return;
    return revealOnSight(node, () => setRevealed(true));
    // Watched again when the visitor turns reduced motion on: revealOnSight then reveals at once.
  }, [reducedMotion, revealed]);

  return { ref, revealed };
}
