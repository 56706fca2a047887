/**
 * The album's few lines of script, inlined after the boot script on a page that has an album
 * (`data-early-lightbox`, scripts/prerender.mjs), so a photo answers the first tap (or Enter, or
 * Space) before the island's code has arrived on a slow phone: the island's own native dialog
 * (./photo-gallery.tsx) opens on the photo, as large as the screen, with its alt text. Its arrows
 * and the arrow keys go round the album; Escape and its close button close it (the browser's own
 * `command="close"`), and the browser gives the focus back to the photo tapped. The dialog keeps the
 * photo's place (`data-index`), where the lightbox opens as the island hydrates. It answers every
 * tap, the island's code there or not: the lightbox (thumbnails of the whole album) takes a slow
 * phone a third of a second to draw, so the dialog shows the photo first and tells the island
 * (`lightbox-open`), which draws the lightbox over it. An answered press is marked
 * (`preventDefault`), so neither the boot script nor the island presses it again. Like pageBoot, it
 * uses nothing from outside its body.
 */
export function lightboxBoot() {
  const photosOf = (dialog: Element) => [
    ...dialog.closest('[data-island]')!.querySelectorAll<HTMLAnchorElement>('a[role="button"]'),
  ];
  const show = (dialog: HTMLDialogElement, at: number) => {
    const photos = photosOf(dialog);
    const index = (at + photos.length) % photos.length;
    const thumb = photos[index].querySelector('img')!;
    const photo = dialog.querySelector('img')!;
    photo.alt = thumb.alt;
    for (const size of ['width', 'height']) photo.setAttribute(size, thumb.getAttribute(size) ?? '');
    // An uploaded photo's widths, the widest the screen needs; else its file.
    if (thumb.srcset) photo.srcset = thumb.srcset;
    else photo.removeAttribute('srcset');
    photo.sizes = '100vw';
    photo.src = photos[index].getAttribute('href')!;
    dialog.dataset.index = String(index);
  };
  /** The early dialog of the photo `target` is in. */
  const dialogFor = (target: EventTarget | null) => {
    const photo = target instanceof Element ? target.closest<HTMLAnchorElement>('a[role="button"]') : null;
    const dialog = photo?.closest('[data-island]')?.querySelector<HTMLDialogElement>('dialog[data-early-lightbox]');
    return photo && dialog ? { photo, dialog } : null;
  };
  const open = (event: Event) => {
    const found = dialogFor(event.target);
    if (!found) return false;
    event.preventDefault();
    found.photo.focus();
    show(found.dialog, photosOf(found.dialog).indexOf(found.photo));
    found.dialog.showModal();
    found.dialog.dispatchEvent(new Event('lightbox-open'));
    return true;
  };
  // The dialog stays the page's until the island closes it: its arrows work while the island hydrates.
  const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[data-early-lightbox][open]');
  const step = (by: number) => {
    const dialog = openDialog();
    if (dialog) show(dialog, Number(dialog.dataset.index) + by);
  };

  addEventListener(
    'click',
    (event) => {
      if (open(event)) return;
      const button = event.target instanceof Element ? event.target.closest('[data-step]') : null;
      if (!button || !openDialog()?.contains(button)) return;
      event.preventDefault();
      step(Number(button.getAttribute('data-step')));
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === ' ') open(event);
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (!openDialog()) return;
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? -1 : 1);
      }
    },
    true,
  );
}
