import { useEffect, useState } from 'react';

export type PromptState = 'hidden' | 'visible' | 'collapsed';

/** Distance from the page bottom at which the prompt appears, and the scroll position that resets it. */
export const PROMPT_THRESHOLD = 1000;

/**
 * The end-of-page prompt's state: it appears within 1000px of the bottom, closing collapses it,
 * and scrolling back to 1000px or less from the top resets it so it can appear again.
 */
export function useEndOfPagePrompt() {
  const [state, setState] = useState<PromptState>('hidden');

  useEffect(() => {
    function onScroll() {
      const fromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (fromBottom <= PROMPT_THRESHOLD && window.scrollY > PROMPT_THRESHOLD) {
        setState((current) => (current === 'hidden' ? 'visible' : current));
      } else if (window.scrollY <= PROMPT_THRESHOLD) {
        setState('hidden');
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may already be near its end when this mounts (a restored scroll, a jump before hydration).
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return {
    state,
    close: () => setState('collapsed'),
    reopen: () => setState('visible'),
  };
}
