import type { ReactNode } from 'react';

interface FieldRow {
  label: string;
  value: ReactNode;
}

/** A submission's fields as label/value pairs: one column on phones, two from 640 px. */
export function FieldList({ rows }: { rows: FieldRow[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{row.label}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words text-ink">{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fields a table-specific view has not shown yet, in the record's own order. */
export function remainingRows(fields: Record<string, unknown>, shown: readonly string[]): FieldRow[] {
  return Object.entries(fields)
    .filter(([name]) => !shown.includes(name))
    .map(([name, value]) => ({ label: name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}
