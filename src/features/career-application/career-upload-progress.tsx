import { useEffect, useId, useRef } from 'react';
import { attachmentFields, type AttachmentField } from '@schemas/attachment-fields';

/** What the page shows while an application is being sent: one progress bar per file. */
interface CareerUploadProgressProps {
  progress: Record<AttachmentField, number>;
  heading: string;
  labels: Record<AttachmentField, string>;
}

export function CareerUploadProgress({ progress, heading: headingText, labels }: CareerUploadProgressProps) {
  const prefix = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form just left the page: bring the visitor (and screen reader focus) to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-6" aria-busy="true">
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-28 text-3xl outline-none">
        {headingText}
      </h2>
      <ul className="mt-6 grid gap-4">
        {attachmentFields.map((field, index) => {
          const percent = Math.round(progress[field] * 100);
          const labelId = `${prefix}-${index}`;
          return (
            <li key={field}>
              <div className="flex justify-between text-sm font-semibold">
                <span id={labelId}>{labels[field]}</span>
                <span aria-hidden="true">{percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
