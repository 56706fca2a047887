import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

/** Share of the element that must be visible before it reveals (spec section 9). */
export const REVEAL_THRESHOLD = 0.1;

/**
 * The one reveal primitive: `revealed` turns true, once, when 10 percent of the element is in
 * view. Under prefers-reduced-motion there is nothing to animate, so it is revealed at once.
 * Observing starts after mount, so the prerendered HTML and the first client render agree.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const node = ref.current;
    if (revealed || !node) return;
    if (reducedMotion || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setRevealed(true);
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [reducedMotion, revealed]);

  return { ref, revealed };
}
