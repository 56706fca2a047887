import { useLayoutEffect, useRef } from 'react';

/**
 * Reserves the strip of the window from this fixed element's top edge down to the bottom while it
 * is shown: `--dock-clearance` (styles/index.css) is the page's bottom scroll padding and the
 * footer's bottom space, so focus, links and the end of the page keep content above the element.
 */
export function useDockClearance<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = document.documentElement;
    // From its bottom offset and height rather than its box: an entrance animation moves the box.
    const update = () => {
      const reserved = Math.ceil(parseFloat(getComputedStyle(node).bottom) + node.offsetHeight + 8);
      root.style.setProperty('--dock-clearance', `${reserved}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(node);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--dock-clearance');
    };
  }, []);
  return ref;
}
