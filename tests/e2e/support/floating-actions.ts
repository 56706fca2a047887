import type { Page } from 'playwright-core';

/** The fixed things on screen a visitor can press (the sticky header and any layer they opened aside), named. */
export function floatingActions(page: Page) {
  return page.evaluate(() => {
    const fixedAncestor = (node: Element | null) => {
      for (let current = node; current; current = current.parentElement)
        if (getComputedStyle(current).position === 'fixed') return current;
      return null;
    };
    const found = new Set<Element>();
    for (const control of document.querySelectorAll('a[href], button')) {
      const box = control.getBoundingClientRect();
      const floating = fixedAncestor(control);
      if (
        floating &&
        !control.closest('dialog, [popover]') &&
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 0 &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      )
        found.add(floating);
    }
    return [...found].map(
      (node) => node.getAttribute('aria-label') ?? node.getAttribute('aria-labelledby') ?? node.textContent!.trim(),
    );
  });
}
