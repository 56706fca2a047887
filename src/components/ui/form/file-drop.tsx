import { useEffect, useRef, useState, type DragEvent } from 'react';
import { HiOutlineArrowUpTray, HiOutlineDocument, HiXMark } from 'react-icons/hi2';
import { cn } from '@/lib/cn';
import type { FieldControlProps } from './field';
import { formatBytes } from './format-bytes';

interface FileDropProps extends FieldControlProps {
  /** The input's accept list (extensions and MIME types). */
  accept: string;
  file: File | null;
  /** Called with each file the visitor picks or drops; the owner decides whether to keep it. */
  onFile: (file: File | null) => void;
  label: string;
  /** The drop zone's texts in the page's language: 'Choose a file', 'or drop it here', the remove button's name. */
  texts: { choose: string; drop: string; remove: (file: string, field: string) => string };
}

/** A file input that also takes a dropped file, highlighted while a file is dragged over it. */
export function FileDrop({ accept, file, onFile, label, texts, ...control }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A file dropped before this code arrived waits in the input (the page's boot script put it there).
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early) return;
    input.current!.value = '';
    onFile(early);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onDrag(event: DragEvent, over: boolean) {
    event.preventDefault();
    setDragging(over);
  }

  return (
    <div
      onDragEnter={(event) => onDrag(event, true)}
      onDragOver={(event) => onDrag(event, true)}
      onDragLeave={(event) => onDrag(event, false)}
      onDrop={(event) => {
        onDrag(event, false);
        const dropped = event.dataTransfer.files[0];
        if (dropped) onFile(dropped);
      }}
      data-file-drop=""
      data-dragging={dragging || undefined}
      className={cn(
        'relative rounded-xl border-2 border-dashed px-4 py-5 transition-colors focus-within:ring-2 focus-within:ring-accent-500 focus-within:ring-offset-2',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        control['aria-invalid'] && !dragging && 'border-red-600 bg-red-50/40',
      )}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        {...control}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // Cleared so picking the same file again after removing it still fires a change.
          event.target.value = '';
          if (picked) onFile(picked);
        }}
      />
      {file ? (
        <div className="flex items-center gap-3">
          <HiOutlineDocument aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{file.name}</span>
            <span className="text-sm text-ink-muted">{formatBytes(file.size)}</span>
          </p>
          <button
            type="button"
            onClick={() => onFile(null)}
            aria-label={texts.remove(file.name, label)}
            className="rounded-full p-2 text-ink-soft hover:bg-slate-200 hover:text-ink"
          >
            <HiXMark aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          tabIndex={-1}
          onClick={() => input.current?.click()}
          className="flex w-full flex-col items-center gap-1 text-center text-ink-muted"
        >
          <HiOutlineArrowUpTray aria-hidden="true" className="h-7 w-7 text-brand-700" />
          <span>
            <span className="font-semibold text-brand-700">{texts.choose}</span> {texts.drop}
          </span>
        </button>
      )}
    </div>
  );
}
