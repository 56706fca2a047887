import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordDetailAnswer, RecordPatch, RecordSummary } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form/control-class';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { countsKey } from '../../lib/counts';
import { recordKey, recordsKey } from '../../lib/query-keys';
import { useSignedIn } from '../../lib/session';
import { StatusOptions } from '../../components/status-options';
import { useUsers } from '../../lib/users';
import { patchRecord } from './record-api';

/** Status and assignee, each saved as soon as it changes. */
export function WorkPanel({ record }: { record: RecordSummary }) {
  const queryClient = useQueryClient();
  const { user: me } = useSignedIn();
  const { data: users } = useUsers();
  const save = useMutation<RecordDetailAnswer, ApiError, RecordPatch>({
    mutationFn: (patch) => patchRecord(record.table, record.id, patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(recordKey(record.table, record.id), answer);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
    },
  });
  const assignable = (users ?? []).filter((user) => !user.disabled || user.id === record.assignee?.id);
  if (record.assignee && !assignable.some((user) => user.id === record.assignee?.id))
    assignable.push({
      ...record.assignee,
    } as (typeof assignable)[number]);

  return (
    <section aria-labelledby="work" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="work" className="sr-only">
        Status and assignee
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="record-status" label="Status">
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={record.status}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ status: e.target.value as RecordSummary['status'] })}
            >
              <StatusOptions />
            </select>
          )}
        </Field>
        <Field id="record-assignee" label="Assignee">
          {(control) => (
            <div className="flex gap-2">
              <select
                {...control}
                className={controlClass}
                value={record.assignee?.id ?? ''}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ assigneeId: e.target.value || null })}
              >
                <option value="">Nobody</option>
                {assignable.map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.name}
                  </option>
                ))}
              </select>
              {record.assignee?.id !== me.id && (
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  disabled={save.isPending}
                  onClick={() => save.mutate({ assigneeId: me.id })}
                >
                  Take it
                </Button>
              )}
            </div>
          )}
        </Field>
      </div>
      <FormStatus tone={save.isError ? 'error' : 'success'} className="mt-2 text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
      </FormStatus>
    </section>
  );
}
