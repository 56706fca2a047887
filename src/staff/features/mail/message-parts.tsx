import type { NotificationParts } from '@schemas/staff-api';
import { formatInstant } from '../../lib/format-time';

/**
 * A message as its reader sees it: the headers, the decoded text part, and the HTML part drawn in
 * a frame with `sandbox=""` (no scripts, no forms, no navigation, an origin of its own) from
 * `srcdoc`, so it also stays under the back office's own CSP.
 */
export function MessageParts({ parts }: { parts: NotificationParts }) {
  const headers: [string, string][] = [
    ['From', parts.from],
    ['To', parts.to],
    ['Subject', parts.subject],
    ['Date', parts.date && formatInstant(parts.date)],
  ];
  if (parts.attachments.length) headers.push(['Attached', parts.attachments.join(', ')]);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {headers
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-ink-muted">{name}</dt>
              <dd className="min-w-0 break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {parts.html !== null && (
        <section aria-label="HTML part">
          <h3 className="mb-1 text-sm font-semibold text-ink">As the reader sees it</h3>
          <iframe
            sandbox=""
            srcDoc={parts.html}
            title={`HTML part: ${parts.subject}`}
            className="h-96 w-full rounded-lg border border-slate-200 bg-white"
          />
        </section>
      )}
      <section aria-label="Text part">
        <h3 className="mb-1 text-sm font-semibold text-ink">Text part</h3>
        <pre
          tabIndex={0}
          aria-label={`Text part: ${parts.subject}`}
          className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-ink"
        >
          {parts.text}
        </pre>
      </section>
    </div>
  );
}
