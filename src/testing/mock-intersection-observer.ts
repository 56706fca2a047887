import { vi } from 'vitest';

/**
 * Test helper: installs a fake IntersectionObserver and returns a function that reports an
 * element's visible ratio to every observer watching it, as the browser would on scroll.
 */
export function mockIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set(), options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);

  return {
    observers,
    show(target: Element, ratio = 0.1) {
      for (const observer of observers) {
        if (!observer.targets.has(target)) continue;
        const entry = {
          target,
          isIntersecting: ratio >= (Number(observer.options?.threshold) || 0) && ratio > 0,
          intersectionRatio: ratio,
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
  };
}
