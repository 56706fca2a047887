import { useState, type DragEvent } from 'react';
import type { EventPhoto } from '@schemas/gallery-event';
import { mediaSrc } from '@schemas/media-image';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form/control-class';
import { cn } from '@/lib/cn';

export const pictureSrc = ({ picture }: EventPhoto) => ('media' in picture ? mediaSrc(picture.media) : picture.src);

/** `photos` with the one at `from` moved to `to` (and the cover following its photo). */
export function moved(photos: EventPhoto[], cover: number, from: number, to: number) {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo);
  return { photos: next, cover: next.indexOf(photos[cover]) };
}

interface AlbumEditorProps {
  photos: EventPhoto[];
  cover: number;
  /** Per photo, the message its alt text field shows (missing before publishing). */
  altErrors: Record<number, string>;
  onChange(next: { photos: EventPhoto[]; cover: number }): void;
}

/**
 * The album in its order: drag a photo onto another's place, or move it with its Move up / Move
 * down buttons (the keyboard way); each photo's alt text, the cover choice and Remove. Each move is
 * announced to screen readers.
 */
export function AlbumEditor({ photos, cover, altErrors, onChange }: AlbumEditorProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(moved(photos, cover, from, to));
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1} of ${photos.length}.`);
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol aria-label="Album, in order" className="flex flex-col gap-3">
        {photos.map((photo, i) => (
          <li
            key={`${pictureSrc(photo)}-${i}`}
            draggable
            onDragStart={() => setDragging(i)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, i)}
            onDragEnd={() => setDragging(null)}
            data-testid="album-photo"
            className={cn(
              'grid gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-[8rem_1fr]',
              dragging === i && 'opacity-50',
            )}
          >
            <img
              src={pictureSrc(photo)}
              alt=""
              className="aspect-[3/2] w-full cursor-grab rounded-lg object-cover sm:w-32"
            />
            <div className="flex min-w-0 flex-col gap-2">
              <label htmlFor={`photo-alt-${i}`} className="text-sm font-semibold">
                Photo {i + 1}: alt text <span className="text-red-700">*</span>
              </label>
              <input
                id={`photo-alt-${i}`}
                className={controlClass}
                maxLength={300}
                value={photo.alt}
                aria-invalid={altErrors[i] ? true : undefined}
                aria-describedby={altErrors[i] ? `photo-alt-${i}-error` : undefined}
                onChange={(event) =>
                  onChange({
                    photos: photos.map((other, j) => (j === i ? { ...other, alt: event.target.value } : other)),
                    cover,
                  })
                }
              />
              {altErrors[i] && (
                <p id={`photo-alt-${i}-error`} className="text-sm font-semibold text-red-700">
                  {altErrors[i]}
                </p>
              )}
              <label htmlFor={`photo-altNe-${i}`} className="text-sm font-semibold">
                Nepali alt text of photo {i + 1}
              </label>
              <input
                id={`photo-altNe-${i}`}
                lang="ne"
                className={controlClass}
                maxLength={300}
                value={photo.altNe ?? ''}
                aria-describedby={`photo-altNe-${i}-hint`}
                onChange={(event) =>
                  onChange({
                    photos: photos.map((other, j) => (j === i ? { ...other, altNe: event.target.value } : other)),
                    cover,
                  })
                }
              />
              <p id={`photo-altNe-${i}-hint`} className="text-sm text-ink-soft">
                Empty: Nepali pages give the English alt text.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="album-cover"
                    checked={cover === i}
                    onChange={() => onChange({ photos, cover: i })}
                    className="h-5 w-5"
                  />
                  Cover
                </label>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={i === 0}
                  aria-label={`Move photo ${i + 1} up`}
                  onClick={() => move(i, i - 1)}
                >
                  Move up
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={i === photos.length - 1}
                  aria-label={`Move photo ${i + 1} down`}
                  onClick={() => move(i, i + 1)}
                >
                  Move down
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() =>
                    onChange({
                      photos: photos.filter((_, j) => j !== i),
                      cover: cover > i ? cover - 1 : cover === i ? 0 : cover,
                    })
                  }
                >
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
