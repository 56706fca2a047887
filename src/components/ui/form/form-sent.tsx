import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface FormSentProps {
  title: string;
  thanks: string;
  another: string;
  onAnother: () => void;
  /** More to say under the thanks (a booking's details). */
  children?: ReactNode;
}

/**
 * The lasting confirmation in a sent form's place: focused as it appears (before it is first
 * painted: the focus is never left on the page's body meanwhile), so a screen reader reads it and
 * the keyboard is next to the button that brings an empty form back.
 */
export function FormSent({ title, thanks, another, onAnother, children }: FormSentProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-form-outcome=""
      className="flex flex-col items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-green-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-lg font-bold text-green-800">{title}</p>
        <p className="mt-1 text-ink">{thanks}</p>
        {children}
      </div>
      <Button variant="outline" onClick={onAnother} className="shrink-0">
        {another}
      </Button>
    </div>
  );
}
