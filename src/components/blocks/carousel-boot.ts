/**
 * The carousels' few lines of script, inlined after the boot script in a page that has one
 * (scripts/prerender.mjs), so a carousel answers its first tap, and autoplays, before its island's
 * code has arrived on a slow phone; that code comes only when the visitor touches or focuses it.
 * Until the island starts hydrating, a press on a dot or an arrow (`data-carousel-step`) shows that
 * slide: the dots' `aria-current` and active class, the slide marked active as Swiper marks it, and
 * `--early-slide` for ./carousel.css to move or fade to it; a press on the play/pause control swaps
 * its name (`data-other-label`) and icon. An autoplaying carousel (its island's `data-autoplay-ms`)
 * starts playing unless the visitor asks for reduced motion, and steps on after that long in view
 * (counted once the page has loaded and the visitor has moved), held while the pointer or focus is
 * on it or the page is hidden, as Swiper would. The state is kept on the carousel's root
 * (`data-early-slide`, `data-early-playing`, `data-early-used` once the visitor pressed one of its
 * controls), where the component reads it as it hydrates (./use-early-carousel.ts) and takes over
 * from there. Like pageBoot, it uses nothing from outside its body.
 */
export function carouselBoot() {
  const before = (root: HTMLElement) => !root.closest('[data-island]')?.matches('[data-hydrating],[data-hydrated]');
  const slidesOf = (root: HTMLElement) => [...root.querySelectorAll('.swiper-wrapper > .swiper-slide')];
  const show = (root: HTMLElement, index: number) => {
    root.dataset.earlySlide = String(index);
    root.style.setProperty('--early-slide', String(index));
    slidesOf(root).forEach((slide, at) => slide.classList.toggle('swiper-slide-active', at === index));
    root.querySelectorAll('.swiper-pagination-bullet').forEach((dot, at) => {
      dot.classList.toggle('swiper-pagination-bullet-active', at === index);
      if (at === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const step = (root: HTMLElement, by: number) => {
    const count = slidesOf(root).length;
    show(root, (Number(root.dataset.earlySlide ?? 0) + by + count) % count);
  };
  const togglePlaying = (root: HTMLElement) => {
    const button = root.querySelector<HTMLElement>('[data-other-label]');
    if (button) {
      const other = button.dataset.otherLabel ?? '';
      button.dataset.otherLabel = button.getAttribute('aria-label') ?? '';
      button.setAttribute('aria-label', other);
      for (const icon of button.querySelectorAll('svg')) icon.classList.toggle('hidden');
    }
    root.dataset.earlyPlaying = String(root.dataset.earlyPlaying !== 'true');
  };

  // The countdown starts once the page has loaded and the visitor has shown they are there (a
  // scroll, a touch, a pointer's move, a key): a page still arriving on a slow phone, or not yet
  // looked at, keeps its first picture (changed under a still visitor, it read as a page still
  // loading: Lighthouse's speed index 3.4 s on /vmgo).
  let loaded = document.readyState === 'complete';
  let engaged = window.scrollY > 0;
  const inView = new Set<Element>();
  const held = new Set<Element>();
  const timers = new Map<Element, number>();
  /** (Re)starts the countdown to the root's next step, while it may autoplay. */
  const schedule = (root: HTMLElement) => {
    window.clearTimeout(timers.get(root));
    const delay = Number(root.closest<HTMLElement>('[data-island]')?.dataset.autoplayMs);
    const plays =
      delay > 0 &&
      loaded &&
      engaged &&
      root.dataset.earlyPlaying === 'true' &&
      inView.has(root) &&
      !held.has(root) &&
      !document.hidden &&
      before(root);
    if (plays)
      timers.set(
        root,
        window.setTimeout(() => {
          if (!before(root)) return;
          step(root, 1);
          schedule(root);
        }, delay),
      );
  };

  const roots = [...document.querySelectorAll<HTMLElement>('[data-early-carousel]')].filter(
    (root) => root.closest<HTMLElement>('[data-island]')?.dataset.autoplayMs,
  );
  const visible =
    roots.length > 0 &&
    new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) inView.add(target);
        else inView.delete(target);
        schedule(target as HTMLElement);
      }
    });
  const autoplays = visible && !matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of roots) {
    if (autoplays && root.dataset.earlyPlaying === undefined) togglePlaying(root);
    if (visible) visible.observe(root);
    const hold = (on: boolean) => () => {
      if (on) held.add(root);
      else held.delete(root);
      schedule(root);
    };
    root.addEventListener('mouseenter', hold(true));
    root.addEventListener('mouseleave', hold(false));
    root.addEventListener('focusin', hold(true));
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) hold(false)();
    });
  }
  document.addEventListener('visibilitychange', () => roots.forEach(schedule));
  // The signs src/islands/when-engaged.ts waits for (this script can use nothing from outside its body).
  const signs = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'];
  const engage = () => {
    engaged = true;
    for (const type of signs) removeEventListener(type, engage, true);
    roots.forEach(schedule);
  };
  if (visible) {
    addEventListener('load', () => {
      loaded = true;
      roots.forEach(schedule);
    });
    if (!engaged) for (const type of signs) addEventListener(type, engage, { capture: true, passive: true });
  }

  // First, on the window: a press answered here is marked so (`preventDefault`), and the boot
  // script does not keep it for the island.
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
      const root = button?.closest<HTMLElement>('[data-early-carousel]');
      if (!button || !root || !before(root)) return;
      if (button.dataset.otherLabel !== undefined) togglePlaying(root);
      else if (button.dataset.carouselStep) step(root, Number(button.dataset.carouselStep));
      else {
        const index = [...root.querySelectorAll('.swiper-pagination-bullet')].indexOf(button);
        if (index < 0) return;
        show(root, index);
      }
      event.preventDefault();
      root.dataset.earlyUsed = '';
      schedule(root);
    },
    true,
  );
}
