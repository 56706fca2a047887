import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/lib/api-error';
import type { RecordListAnswer } from '@schemas/staff-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { countsKey } from '../../lib/counts';
import { deleteRecordKey, recordKey, recordsKey } from '../../lib/query-keys';
import { deleteRecord } from './record-api';

/** Deleting (a visitor's privacy request) removes the record and its files; asked twice on purpose. */
export function DeleteRecord({ table, id, name }: { table: string; id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation<void, ApiError>({
    mutationKey: deleteRecordKey(table, id),
    mutationFn: () => deleteRecord(table, id),
    onSuccess: () => {
      // Leave the record's page first: removed while its page still watched it, the record would be
      // fetched again and answer 404.
      navigate('/inbox', { replace: true, state: { notice: `The submission from ${name} was deleted.` } });
      queryClient.removeQueries({ queryKey: recordKey(table, id) });
      // The lists on hand drop it at once: until their refetch answers they would still offer it.
      queryClient.setQueriesData<InfiniteData<RecordListAnswer>>({ queryKey: recordsKey }, (lists) =>
        lists
          ? {
              ...lists,
              pages: lists.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.table !== table || item.id !== id),
              })),
            }
          : lists,
      );
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
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
        className="mt-3 inline-flex items-center justify-center rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        Delete submission
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this submission?"
        cancelLabel="Keep it"
        confirmLabel="Delete for good"
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
        error={remove.isError ? `Not deleted: ${remove.error.message}` : undefined}
      >
        <p>
          The submission from <strong className="text-ink">{name}</strong>, its notes and its files will be gone for
          good. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
