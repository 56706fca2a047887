import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { DuplicateRequest, RecordDetailAnswer, RecordSummary } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { countsKey } from '../../lib/counts';
import { recordKey, recordsKey } from '../../lib/query-keys';
import { settleDuplicate } from './record-api';

/**
 * A record that looks like an earlier one (same phone or e-mail within 24 hours): merge it (it is
 * archived as the earlier one's duplicate; work goes on there) or say it is not a duplicate.
 */
export function DuplicatePanel({ record }: { record: RecordSummary }) {
  const queryClient = useQueryClient();
  const settle = useMutation<RecordDetailAnswer, ApiError, DuplicateRequest['action']>({
    mutationFn: (action) => settleDuplicate(record.table, record.id, action),
    onSuccess: (answer) => {
      queryClient.setQueryData(recordKey(record.table, record.id), answer);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
    },
  });
  const original = record.duplicateOf;
  if (!original) return null;
  const link = (
    <Link
      to={`/records/${encodeURIComponent(record.table)}/${encodeURIComponent(original.id)}`}
      className="font-semibold text-brand-700 underline"
    >
      the earlier submission
    </Link>
  );
  return (
    <section aria-labelledby="duplicate" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="duplicate" className="text-base font-bold text-ink">
        {original.state === 'merged' ? 'Merged as a duplicate' : 'Likely duplicate'}
      </h2>
      {original.state === 'merged' ? (
        <p className="mt-1">This submission is archived as a duplicate of {link}.</p>
      ) : (
        <>
          <p className="mt-1">
            It has the same phone number or e-mail address as {link}, sent within 24 hours before it.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => settle.mutate('merge')} disabled={settle.isPending}>
              Merge into the earlier one
            </Button>
            <Button size="sm" variant="outline" onClick={() => settle.mutate('dismiss')} disabled={settle.isPending}>
              Not a duplicate
            </Button>
          </div>
        </>
      )}
      <FormStatus tone="error" className="mt-2 text-sm">
        {settle.isError && `Not saved: ${settle.error.message}`}
      </FormStatus>
    </section>
  );
}
