import type { RecordSummary } from '@schemas/staff-api';

/** "Likely duplicate" on a record that looks like an earlier one and is waiting for a merge or a dismissal. */
export function DuplicateBadge({ record }: { record: RecordSummary }) {
  if (record.duplicateOf?.state !== 'flagged') return null;
  return (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      Likely duplicate
    </span>
  );
}
