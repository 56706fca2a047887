/**
 * The carousels' few lines of script, inlined after the boot script in a page that has one
 * (scripts/prerender.mjs), so a carousel answers its first tap before its island's code has arrived
 * on a slow phone. Until the island starts hydrating, a press on a dot or an arrow
 * (`data-carousel-step`) shows that slide: the dots' `aria-current` and active class, the slide
 * marked active as Swiper marks it, and `--early-slide` for ./carousel.css to move or fade to it; a
 * press on the play/pause control swaps its name (`data-other-label`) and icon. The state is kept
 * on the carousel's root (`data-early-slide`, `data-early-playing`), where the component reads it as
 * it hydrates (./use-early-carousel.ts) and takes over from there. Like pageBoot, it uses nothing from
 * outside its body.
 */
export function carouselBoot() {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    const root = button?.closest<HTMLElement>('[data-early-carousel]');
    if (!button || !root || root.closest('[data-island]')?.matches('[data-hydrating],[data-hydrated]')) return;
    const toggled = button.dataset.otherLabel;
    if (toggled !== undefined) {
      button.dataset.otherLabel = button.getAttribute('aria-label') ?? '';
      button.setAttribute('aria-label', toggled);
      for (const icon of button.querySelectorAll('svg')) icon.classList.toggle('hidden');
      root.dataset.earlyPlaying = String(root.dataset.earlyPlaying !== 'true');
      return;
    }
    const dots = [...root.querySelectorAll('.swiper-pagination-bullet')];
    const slides = [...root.querySelectorAll('.swiper-wrapper > .swiper-slide')];
    const shown = Number(root.dataset.earlySlide ?? 0);
    const step = button.dataset.carouselStep;
    const index = step ? (shown + Number(step) + slides.length) % slides.length : dots.indexOf(button);
    if (index < 0) return;
    root.dataset.earlySlide = String(index);
    root.style.setProperty('--early-slide', String(index));
    slides.forEach((slide, at) => slide.classList.toggle('swiper-slide-active', at === index));
    dots.forEach((dot, at) => {
      dot.classList.toggle('swiper-pagination-bullet-active', at === index);
      if (at === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  });
}
