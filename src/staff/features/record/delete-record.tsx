import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormStatus } from '@/components/ui/form-status';
import type { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { countsKey } from '../../lib/counts';
import { recordKey, recordsKey } from '../../lib/query-keys';
import { deleteRecord } from './record-api';

const danger =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** Deleting (a visitor's privacy request) removes the record and its files; asked twice on purpose. */
export function DeleteRecord({ table, id, name }: { table: string; id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation<void, ApiError>({
    mutationFn: () => deleteRecord(table, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: recordKey(table, id) });
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
      navigate('/', { replace: true, state: { notice: `The submission from ${name} was deleted.` } });
    },
  });
  return (
    <section aria-labelledby="danger" className="rounded-xl border border-red-200 bg-white p-4">
      <h2 id="danger" className="text-base">
        Delete
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        For a privacy request: removes this submission, its notes and its files for good.
      </p>
      <button
        type="button"
        className={cn(danger, 'mt-3 border border-red-700 text-red-700 hover:bg-red-50')}
        onClick={() => setOpen(true)}
      >
        Delete submission
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete this submission?">
        <p className="text-ink-muted">
          The submission from <strong className="text-ink">{name}</strong>, its notes and its files will be gone for
          good. This cannot be undone.
        </p>
        <FormStatus tone="error" className="mt-2 text-sm">
          {remove.isError && `Not deleted: ${remove.error.message}`}
        </FormStatus>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <button
            type="button"
            className={cn(danger, 'bg-red-700 text-white hover:bg-red-800')}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete for good
          </button>
        </div>
      </Dialog>
    </section>
  );
}
