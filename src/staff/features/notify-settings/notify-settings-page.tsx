import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { InboxTable, SessionAnswer, SessionUser } from '@schemas/staff-api';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import type { ApiError } from '@/lib/api-error';
import { PageHeading } from '../../components/page-heading';
import { sessionKey } from '../../lib/query-keys';
import { useSignedIn } from '../../lib/session';
import { staffClient } from '../../lib/staff-client';
import { inboxEntries } from '../../lib/inbox-entries';

/** Which new submissions the signed-in person is e-mailed about, one checkbox per table. */
export default function NotifySettingsPage() {
  const session = useSignedIn();
  const queryClient = useQueryClient();
  const [tables, setTables] = useState<InboxTable[]>(session.user.notifyTables);
  const save = useMutation<SessionUser, ApiError, InboxTable[]>({
    mutationFn: async (chosen) => (await staffClient.put<SessionUser>('/me/notify', { tables: chosen })).data,
    onSuccess: (user) =>
      queryClient.setQueryData<SessionAnswer | null>(sessionKey, (old) => (old ? { ...old, user } : old)),
  });

  function toggle(table: InboxTable, on: boolean) {
    setTables((current) => (on ? [...current, table] : current.filter((t) => t !== table)));
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(tables);
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeading title="My notifications" />
      <form onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <fieldset>
          <legend className="font-semibold text-ink">E-mail me at {session.user.email} when a new one arrives:</legend>
          <div className="mt-3 flex flex-col gap-2">
            {inboxEntries.map((entry) => (
              <label key={entry.table} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={tables.includes(entry.table)}
                  onChange={(e) => toggle(entry.table, e.target.checked)}
                />
                {entry.label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormStatus tone={save.isError ? 'error' : 'success'} className="my-3 text-sm">
          {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
        </FormStatus>
        <SubmitButton busy={save.isPending}>Save</SubmitButton>
      </form>
    </div>
  );
}
