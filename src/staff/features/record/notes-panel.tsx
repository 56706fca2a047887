import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { NoteView } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { TextArea } from '@/components/ui/form/text-area';
import type { ApiError } from '@/lib/api-error';
import { formatInstant } from '../../lib/format-time';
import { recordKey } from '../../lib/query-keys';
import { addNote } from './record-api';

/** Internal notes, oldest first; what was typed stays in the box when saving fails. */
export function NotesPanel({ table, id, notes }: { table: string; id: string; notes: NoteView[] }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const add = useMutation<NoteView, ApiError, string>({
    mutationFn: (text) => addNote(table, id, text),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: recordKey(table, id) });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (body.trim()) add.mutate(body);
  }

  return (
    <section aria-labelledby="notes" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="notes" className="text-lg">
        Internal notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No notes yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="whitespace-pre-wrap break-words text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-soft">
                {note.author?.name ?? 'Removed account'} ·{' '}
                <time dateTime={note.createdAt}>{formatInstant(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2">
        <Field id="new-note" label="Add a note" error={add.isError ? `Not saved: ${add.error.message}` : undefined}>
          {(control) => (
            <TextArea {...control} rows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
          )}
        </Field>
        <Button type="submit" size="sm" className="self-start" disabled={add.isPending || !body.trim()}>
          Add note
        </Button>
      </form>
    </section>
  );
}
