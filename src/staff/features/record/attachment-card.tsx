import { useState } from 'react';
import type { AttachmentView } from '@schemas/staff-api';
import { Button, buttonClass } from '@/components/ui/button';
import { formatBytes } from '@/components/ui/form/format-bytes';

/**
 * One uploaded file. The preview loads only when asked for. An image is shown with <img>, where
 * nothing in it can run. A PDF is shown in a frame whose document the gateway serves under
 * `Content-Security-Policy: sandbox` (an opaque origin, no scripts, checked by the browser
 * tests): a hostile file gets nothing of the staff origin. The frame itself carries no `sandbox`
 * attribute because Chromium refuses to show any PDF in a sandboxed frame.
 */
export function AttachmentCard({ file, owner }: { file: AttachmentView; owner: string }) {
  const [open, setOpen] = useState(false);
  // The gateway names kinds by their bytes: 'png', 'jpeg', 'webp', 'pdf'.
  const isPdf = file.kind === 'pdf';
  const label = `${file.field} of ${owner}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{file.field}</p>
      <p className="mt-0.5 break-all font-semibold text-ink">{file.filename}</p>
      <p className="text-sm text-ink-soft">
        {file.kind.toUpperCase()} · {formatBytes(file.bytes)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {file.previewable && (
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide preview' : 'Preview'}
            <span className="sr-only"> {file.field}</span>
          </Button>
        )}
        <a href={file.downloadUrl} download className={buttonClass('ghost', 'sm')}>
          Download<span className="sr-only"> {file.field}</span>
        </a>
      </div>
      {open &&
        (!isPdf ? (
          <img
            src={file.previewUrl}
            alt={label}
            className="mt-3 max-h-96 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <iframe
            src={file.previewUrl}
            title={label}
            referrerPolicy="no-referrer"
            className="mt-3 h-[32rem] w-full rounded-lg border border-slate-200"
          />
        ))}
    </li>
  );
}
