import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';

interface DeleteSamplesProps {
  /** How many sample items are left; nothing shows when none. */
  count: number;
  /** What they are, plural: "posts", "videos". */
  noun: string;
  /** What visitors get once they are gone. */
  consequence: string;
  remove: () => Promise<{ deleted: number }>;
  /** The list to read again afterwards. */
  listKey: QueryKey;
}

/**
 * The shipped sample items of a content kind: a notice while any are public, and one action
 * (confirmed) to remove them, as one removal an admin can undo for 30 days on the launch checklist.
 */
export function DeleteSamples({ count, noun, consequence, remove, listKey }: DeleteSamplesProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation<{ deleted: number }, ApiError>({
    mutationFn: remove,
    onSuccess: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  return (
    <>
      {count > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-sm text-amber-900">
            {count} sample {noun} shipped with the site are public until you delete them.
          </p>
          <Button variant="outline" size="sm" disabled={mutation.isPending} onClick={() => setAsking(true)}>
            Delete sample {noun}
          </Button>
        </div>
      )}
      {mutation.data && (
        <FormStatus tone="success">
          Deleted {mutation.data.deleted} sample {noun}.
        </FormStatus>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Delete the ${count} sample ${noun}?`}
        cancelLabel="Keep them"
        confirmLabel={`Delete sample ${noun}`}
        busy={mutation.isPending}
        error={mutation.error?.message}
        onConfirm={() => mutation.mutate()}
      >
        <p>{consequence}</p>
        <p>For 30 days an admin can bring them back from the Launch checklist.</p>
      </ConfirmDialog>
    </>
  );
}
