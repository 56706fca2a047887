import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { Img, type Picture } from '@/components/ui/img';
import { useWidgets } from '@/i18n/use-widgets';

interface PhotoGalleryProps {
  photos: readonly Picture[];
  /** How many leading photos are in the first view (eager, high priority): a wide screen's first row. */
  priorityCount?: number;
}

/**
 * A photo grid; choosing a photo opens it in a full-screen lightbox with thumbnails, arrows,
 * keyboard (arrows, Escape) and swipe. The library's swipe threshold is its built-in 30px.
 */
export function PhotoGallery({ photos, priorityCount = 0 }: PhotoGalleryProps) {
  const [index, setIndex] = useState(-1);
  const { lightbox } = useWidgets();
  const { open, ...labels } = lightbox;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {photos.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={open(i + 1, photos.length, photo.alt)}
              className="group block w-full overflow-hidden rounded-xl shadow-card ring-1 ring-slate-100"
            >
              <Img
                {...photo}
                priority={i < priorityCount}
                className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index >= 0}
        index={index}
        close={() => setIndex(-1)}
        on={{ view: ({ index: current }) => setIndex(current) }}
        slides={photos.map((photo) => ({ src: photo.src, alt: photo.alt, width: photo.width, height: photo.height }))}
        plugins={[Thumbnails]}
        labels={labels}
        carousel={{ preload: 2 }}
        animation={{ fade: 250, swipe: 500 }}
        thumbnails={{ width: 120, height: 80, showToggle: true }}
      />
    </>
  );
}
