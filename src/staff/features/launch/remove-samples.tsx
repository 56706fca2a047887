import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SampleChangeAnswer, SampleContentStatus, SampleCount } from '@schemas/sample-content';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { formatInstant } from '../../lib/format-time';
import { samplesKey } from '../../lib/query-keys';
import { getSamples, removeSamples, restoreSamples } from './launch-api';

const listed = (kinds: SampleCount[]) =>
  kinds
    .filter((kind) => kind.count > 0)
    .map((kind) => `${kind.count} ${kind.label}`)
    .join(', ');

/** The shipped samples of every kind: removed in one confirmed step, brought back within 30 days. */
export function RemoveSamples() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'remove' | 'restore' | null>(null);
  const status = useQuery<SampleContentStatus, ApiError>({ queryKey: samplesKey, queryFn: getSamples });
  const change = useMutation<SampleChangeAnswer, ApiError, 'remove' | 'restore'>({
    mutationFn: (action) => (action === 'remove' ? removeSamples() : restoreSamples()),
    onSuccess: (answer) => {
      setAsking(null);
      queryClient.setQueryData(samplesKey, answer.status);
      // Every list of content, the Team and the checklist change with them.
      return queryClient.invalidateQueries();
    },
  });
  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadError what="The sample content" error={status.error} />;
  const left = listed(status.data.samples);
  const { removal } = status.data;
  return (
    <section
      aria-labelledby="sample-content"
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="sample-content" className="text-lg font-bold text-brand-900">
        Sample content
      </h2>
      {left ? (
        <p>
          The site still shows the samples it shipped with: <strong>{left}</strong>. Visitors take them for the
          company’s own.
        </p>
      ) : (
        <p>No sample content is left on the site.</p>
      )}
      {left && (
        <div>
          <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => setAsking('remove')}>
            Remove all sample content
          </Button>
        </div>
      )}
      {removal && (
        <div className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          <p>
            Removed on <time dateTime={removal.removedAt}>{formatInstant(removal.removedAt)}</time>
            {removal.removedBy && ` by ${removal.removedBy}`}: {listed(removal.removed)}. You can bring them back until{' '}
            <time dateTime={removal.undoUntil}>{formatInstant(removal.undoUntil)}</time>.
          </p>
          <div>
            <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => setAsking('restore')}>
              Bring the samples back
            </Button>
          </div>
        </div>
      )}
      {change.data && (
        <FormStatus tone="success">
          {change.variables === 'remove'
            ? `Removed ${change.data.changed} sample items.`
            : `Brought back ${change.data.changed} sample items.`}
        </FormStatus>
      )}
      <ConfirmDialog
        open={asking === 'remove'}
        onClose={() => setAsking(null)}
        title="Remove all sample content?"
        cancelLabel="Keep them"
        confirmLabel="Remove all sample content"
        busy={change.isPending}
        error={change.error?.message}
        onConfirm={() => change.mutate('remove')}
      >
        <p>
          {left} go from the site and the back office at once. For 30 days you can bring back exactly what was removed.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'restore'}
        onClose={() => setAsking(null)}
        title="Bring the samples back?"
        cancelLabel="Leave them removed"
        confirmLabel="Bring the samples back"
        busy={change.isPending}
        error={change.error?.message}
        onConfirm={() => change.mutate('restore')}
      >
        <p>{removal && listed(removal.removed)} show on the site again, as they were when removed.</p>
      </ConfirmDialog>
    </section>
  );
}
