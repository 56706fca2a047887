import { revealOnSight } from './reveal-on-sight';

/**
 * A reveal (src/components/ui/reveal.tsx) outside any island is the page's own: its end state
 * hangs on data-revealed alone, flipped here as it comes into view, so no React comes for it
 * (the services page's zooming pictures).
 */
export function revealOutsideIslands() {
  for (const node of document.querySelectorAll<HTMLElement>('[data-revealed="false"]')) {
    if (node.closest('[data-island]')) continue;
    revealOnSight(node, () => {
      node.dataset.revealed = 'true';
    });
  }
}
