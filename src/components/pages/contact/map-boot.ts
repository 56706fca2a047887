/**
 * The contact map's few lines of script, inlined after the boot script on a page that has the map
 * (`data-early-map`, scripts/prerender.mjs), so its button answers the first tap before the island's
 * code has arrived on a slow phone: the picture gives way to the OpenStreetMap frame, as the
 * component (./map-embed.tsx) does, and the figure is marked `data-shown`, which the component reads
 * as it hydrates. The press is marked answered (`preventDefault`), so the boot script does not press
 * it again. Like pageBoot, it uses nothing from outside its body.
 */
export function mapBoot() {
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-early-map] button') : null;
      const figure = button?.closest<HTMLElement>('[data-early-map]');
      if (!button || !figure || figure.closest('[data-hydrating],[data-hydrated]')) return;
      event.preventDefault();
      const picture = button.parentElement!;
      const frame = document.createElement('iframe');
      frame.title = figure.dataset.title!;
      frame.src = figure.dataset.earlyMap!;
      frame.setAttribute('referrerpolicy', 'no-referrer');
      // The component's own classes: the picture's box, with no border.
      frame.className = picture.querySelector('img')!.className.replace('object-cover', 'border-0');
      picture.replaceWith(frame);
      figure.setAttribute('data-shown', '');
    },
    true,
  );
}
