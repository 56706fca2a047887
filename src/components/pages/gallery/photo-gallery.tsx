import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { Img, type Picture } from '@/components/ui/img';
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
 * threshold is its built-in 30px.
 */
export function PhotoGallery({ photos }: PhotoGalleryProps) {
  const [index, setIndex] = useState(-1);
  const { lightbox } = useWidgets();
  const { open, ...labels } = lightbox;
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
                  event.preventDefault();
                  setIndex(i);
                }}
                onKeyDown={(event) => {
                  if (event.key !== ' ') return;
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
        close={() => setIndex(-1)}
        on={{ view: ({ index: current }) => setIndex(current) }}
        slides={photos.map((photo) => ({
          src: photo.full ?? photo.src,
          alt: photo.alt,
          width: photo.width,
          height: photo.height,
        }))}
        plugins={[Thumbnails]}
        labels={labels}
        carousel={{ preload: 2 }}
        animation={{ fade: 250, swipe: 500 }}
        thumbnails={{ width: 120, height: 80, showToggle: true }}
      />
    </>
  );
}
