import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MirrorErasure, PersonDeleteAnswer, PersonSearchAnswer } from '@schemas/retention';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { staffClient, staffUrl } from '../../lib/staff-client';

const nameOf = (fields: Record<string, unknown>) =>
  String(fields.Name ?? [fields['First Name'], fields['Last Name']].filter(Boolean).join(' '));

const copies = (n: number) => (n === 1 ? '1 copy' : `${n} copies`);
const files = (n: number) => (n === 1 ? '1 file' : `${n} files`);

/** What a deletion does to the hosted table mirror, in plain words: before staff confirm, or once it is done. */
function mirrorWords({ tableCopies, hostedFiles }: MirrorErasure, done: boolean): string {
  const table =
    tableCopies === 0
      ? 'Nothing of theirs has reached the hosted table.'
      : done
        ? `${copies(tableCopies)} in the hosted table ${tableCopies === 1 ? 'is' : 'are'} being deleted there; Background work lists any deletion the hosted table keeps refusing.`
        : `${copies(tableCopies)} in the hosted table will be deleted there too.`;
  if (!hostedFiles.length) return table;
  return done
    ? `${table} This site cannot delete files at the file host: delete ${hostedFiles.length === 1 ? 'this one' : `these ${hostedFiles.length}`} in its console.`
    : `${table} ${files(hostedFiles.length)} sent to the file host cannot be deleted from here: their addresses are listed once this is done, to delete them in the file host’s console.`;
}

/**
 * A person's request under the privacy page's "Your Rights" (admins): everything held about them
 * by phone or e-mail, downloaded as one file, or deleted with its files.
 */
export default function PeoplePage() {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const search = useMutation<PersonSearchAnswer, ApiError, string>({
    mutationFn: async (q) => (await staffClient.get<PersonSearchAnswer>('/people', { params: { q } })).data,
    onSuccess: (_answer, q) => setAsked(q),
  });
  const remove = useMutation<PersonDeleteAnswer, ApiError, string>({
    mutationFn: async (q) => (await staffClient.post<PersonDeleteAnswer>('/people/delete', { q })).data,
    onSuccess: () => {
      setConfirming(false);
      search.reset();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remove.reset();
    search.mutate(query.trim());
  }

  const records = search.data?.records;
  const subscription = search.data?.subscription ?? null;
  return (
    <>
      <PageHeading title="Personal data" />
      <p className="mb-4 max-w-2xl text-sm">
        For a request under the privacy page’s “Your Rights”: find every submission that gives this phone number or
        e-mail address, download it all as one file (with the attached documents), or delete it all.
      </p>
      <form onSubmit={onSubmit} className="mb-4 flex max-w-2xl flex-wrap items-end gap-3">
        <div className="min-w-[16rem] flex-1">
          <Field id="person-query" label="Phone number or e-mail address" required>
            {(control) => (
              <TextInput
                {...control}
                required
                maxLength={200}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" size="sm" disabled={search.isPending}>
          Find
        </Button>
      </form>
      <FormStatus tone="error" className="mb-3 text-sm">
        {search.error?.message}
      </FormStatus>
      <FormStatus tone="success" className="mb-3 text-sm">
        {remove.data &&
          `Deleted ${remove.data.records} submission(s) and ${remove.data.files} file(s)${remove.data.subscriptions ? ' and the blog subscription' : ''}. The audit log records it.`}
        {remove.data?.mirror && ` ${mirrorWords(remove.data.mirror, true)}`}
      </FormStatus>
      {remove.data?.mirror && remove.data.mirror.hostedFiles.length > 0 && (
        <ul aria-label="Files to delete at the file host" className="mb-3 grid max-w-2xl gap-1 break-all text-sm">
          {remove.data.mirror.hostedFiles.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
      )}
      {records && (
        <section aria-label="What is held" className="max-w-2xl rounded border border-slate-200 bg-white p-4">
          {records.length === 0 && !subscription ? (
            <p className="text-sm">Nothing is held for {asked}.</p>
          ) : (
            <>
              <ul className="mb-4 grid gap-1 text-sm">
                {records.map((record) => (
                  <li key={record.id}>
                    <span className="font-semibold">{record.table}</span> · {nameOf(record.fields)} ·{' '}
                    <time dateTime={record.createdTime}>{formatInstant(record.createdTime)}</time>
                  </li>
                ))}
                {subscription && (
                  <li>
                    <span className="font-semibold">Blog follower</span> · {subscription.state} ·{' '}
                    <time dateTime={subscription.createdAt}>{formatInstant(subscription.createdAt)}</time>
                  </li>
                )}
              </ul>
              <div className="flex flex-wrap gap-2">
                <a
                  className="inline-flex items-center rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700"
                  href={staffUrl('/people/export', { q: asked })}
                  download
                >
                  Download all (JSON)
                </a>
                <button
                  type="button"
                  onClick={() => setConfirming(true)}
                  className="inline-flex items-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
                >
                  Delete all…
                </button>
              </div>
            </>
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete everything held about this person?"
        cancelLabel="Keep it"
        confirmLabel={`Delete ${records?.length ?? 0} submission(s)`}
        onConfirm={() => remove.mutate(asked)}
        busy={remove.isPending}
        error={remove.error?.message}
      >
        The submissions, their files, notes and messages, and any blog subscription, are deleted for good. Backups keep
        them until they expire.
        {search.data?.mirror && ` ${mirrorWords(search.data.mirror, false)}`}
      </ConfirmDialog>
    </>
  );
}
