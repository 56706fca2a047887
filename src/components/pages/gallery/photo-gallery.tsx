import { startTransition, useId, useLayoutEffect, useRef, useState } from 'react';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import Lightbox from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { Img, type Picture } from '@/components/ui/img';
import { CloseButton } from '@/components/ui/close-button';
import { cn } from '@/lib/cn';
import { useWidgets } from '@/content/hooks/use-widgets';

/** A photo of the grid: an uploaded one carries its widths (`srcSet`, `sizes`) and its largest file (`full`). */
export type GalleryPhoto = Picture & { srcSet?: string; sizes?: string; full?: string };

interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
}

/**
 * A photo grid led by its first photo at twice the size (at every screen width the first view's
 * largest picture, so the only one fetched first); choosing a photo opens it in a full-screen
 * lightbox with thumbnails, arrows, keyboard (arrows, Escape) and swipe. The library's swipe
 * threshold is its built-in 30px. A tap first opens the photo in the page's own dialog (a native
 * one, below: ./lightbox-boot.ts shows the photo in it, with its close button, arrows and Escape), at
 * once, the island's code there or not; the lightbox then takes its place on the same photo, drawn
 * as a transition so the dialog paints first (as the island hydrates, or as soon as it can once it
 * has).
 */
/** A transparent 1×1 GIF: nothing to fetch, nothing shown. */
const emptyPicture = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function PhotoGallery({ photos }: PhotoGalleryProps) {
  const [index, setIndex] = useState(-1);
  // Opened in place of the early dialog: no fade in (nor out), so nothing of the page shows between.
  const [instant, setInstant] = useState(false);
  const early = useRef<HTMLDialogElement>(null);
  const earlyId = useId();
  const { lightbox } = useWidgets();
  const { open, ...labels } = lightbox;

  // The photo the early dialog shows opens in the lightbox: the one it shows as the island hydrates,
  // and each one it opens later.
  useLayoutEffect(() => {
    const dialog = early.current!;
    const takeOver = () => {
      setInstant(true);
      setIndex(Number(dialog.dataset.index));
    };
    if (dialog.open) takeOver();
    const later = () => startTransition(takeOver);
    dialog.addEventListener('lightbox-open', later);
    return () => dialog.removeEventListener('lightbox-open', later);
  }, []);

  const step = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-3 text-white hover:bg-black/70';
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {photos.map(({ full, ...photo }, i) => {
          const lead = i === 0;
          return (
            <li key={photo.src} className={cn(lead && 'col-span-2 row-span-2')}>
              {/* A link to the photo itself, so the album works without JavaScript; with it, the lightbox opens. */}
              <a
                href={full ?? photo.src}
                role="button"
                onClick={(event) => {
                  if (event.defaultPrevented) return; // the early dialog answered
                  event.preventDefault();
                  setIndex(i);
                }}
                onKeyDown={(event) => {
                  if (event.key !== ' ' || event.defaultPrevented) return;
                  event.preventDefault();
                  setIndex(i);
                }}
                aria-label={open(i + 1, photos.length, photo.alt)}
                className="group block h-full w-full overflow-hidden rounded-xl shadow-card ring-1 ring-slate-100"
              >
                <Img
                  {...photo}
                  priority={lead}
                  className={cn(
                    'w-full object-cover transition-transform duration-300 group-hover:scale-105',
                    lead ? 'h-full' : 'aspect-[3/2] h-auto',
                  )}
                />
              </a>
            </li>
          );
        })}
      </ul>
      <Lightbox
        open={index >= 0}
        index={index}
        close={() => {
          setIndex(-1);
          setInstant(false);
        }}
        on={{
          view: ({ index: current }) => setIndex(current),
          // As the lightbox's layer goes in, the dialog under it closes, in the same frame. That gives
          // the focus back to the photo tapped, which the lightbox takes and gives back as it closes.
          entering: () => early.current?.close(),
        }}
        slides={photos.map((photo) => ({
          src: photo.full ?? photo.src,
          alt: photo.alt,
          width: photo.width,
          height: photo.height,
        }))}
        plugins={[Thumbnails]}
        labels={labels}
        carousel={{ preload: 2 }}
        animation={{ fade: instant ? 0 : 250, swipe: 500 }}
        thumbnails={{ width: 120, height: 80, showToggle: true }}
      />
      <dialog
        ref={early}
        id={earlyId}
        data-early-lightbox=""
        aria-labelledby={`${earlyId}-photo`}
        closedby="any"
        className="m-0 h-full max-h-none w-full max-w-none border-0 bg-black p-0 text-white backdrop:bg-black"
      >
        {/* Its photo, and its size, come from the one tapped (./lightbox-boot.ts): an empty picture until then
            (a transparent pixel, as an img must have a source). */}
        <img
          id={`${earlyId}-photo`}
          src={emptyPicture}
          alt=""
          width={photos[0]?.width}
          height={photos[0]?.height}
          className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
        />
        <CloseButton
          command="close"
          commandfor={earlyId}
          label={labels.Close}
          iconClassName="h-6 w-6"
          className="right-3 top-3 bg-black/50 p-3 text-white hover:bg-black/70"
        />
        <button type="button" data-step="-1" aria-label={labels.Previous} className={cn(step, 'left-3')}>
          <HiChevronLeft aria-hidden="true" className="h-6 w-6" />
        </button>
        <button type="button" data-step="1" aria-label={labels.Next} className={cn(step, 'right-3')}>
          <HiChevronRight aria-hidden="true" className="h-6 w-6" />
        </button>
      </dialog>
    </>
  );
}
