import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CareerOpeningView } from '@schemas/career-opening';
import { nepalToday } from '@schemas/nepal-time';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { OpeningForm } from './opening-form';
import { deleteOpening, fetchOpenings, openingsKey, orderOpenings, saveOpening } from './openings-api';

/** What /career does with an opening today: shows it, or not (closed by staff, or past its date). */
const stateOf = (item: CareerOpeningView, today: string) =>
  !item.open ? 'Closed' : item.closesOn !== null && item.closesOn < today ? 'Past its closing date' : 'Open';

/**
 * The careers page's openings: each with its editor, Open/Close at one press, Move up / Move down
 * (saved at once), Delete after a question, and a new one at the end.
 */
export default function OpeningsPage() {
  const queryClient = useQueryClient();
  const items = useQuery<CareerOpeningView[], ApiError>({ queryKey: openingsKey, queryFn: fetchOpenings });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Career openings" />
      <p className="text-ink-muted">
        /career and /ne/career list the open ones in this order above the application form. With none open, the page
        says so and still takes applications.
      </p>
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <LoadError what="The openings" error={items.error} />
      ) : (
        <OpeningsEditor items={items.data} refresh={() => queryClient.invalidateQueries({ queryKey: openingsKey })} />
      )}
    </div>
  );
}

function OpeningsEditor({ items, refresh }: { items: CareerOpeningView[]; refresh(): Promise<void> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CareerOpeningView>();
  const today = nepalToday();
  const order = useMutation<CareerOpeningView[], ApiError, string[]>({ mutationFn: orderOpenings, onSuccess: refresh });
  const toggle = useMutation<CareerOpeningView, ApiError, CareerOpeningView>({
    mutationFn: ({ id, position: _position, updatedAt: _updated, ...input }) =>
      saveOpening(id, { ...input, open: !input.open }),
    onSuccess: refresh,
  });
  const remove = useMutation<void, ApiError, string>({
    mutationFn: deleteOpening,
    onSuccess: () => {
      setDeleting(undefined);
      return refresh();
    },
  });
  const move = (from: number, to: number) => {
    const ids = items.map((item) => item.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    order.mutate(ids);
  };
  const busy = order.isPending || toggle.isPending;

  return (
    <>
      {items.length === 0 && <p className="rounded-xl bg-white p-4 ring-1 ring-slate-200">No openings yet.</p>}
      {order.isError && <FormStatus tone="error">{order.error.message}</FormStatus>}
      {toggle.isError && <FormStatus tone="error">{toggle.error.message}</FormStatus>}
      <ol aria-label="Openings" className="flex flex-col gap-2">
        {items.map((item, i) => {
          const state = stateOf(item, today);
          return (
            <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={
                    state === 'Open'
                      ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900'
                      : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800'
                  }
                >
                  {state}
                </span>
                <span className="text-xs text-ink-soft">
                  {item.type} · {item.location}
                  {item.closesOn && ` · closes ${item.closesOn}`}
                </span>
              </div>
              <p className="mt-1 break-words font-bold text-brand-900">{item.title}</p>
              {item.titleNe && (
                <p lang="ne" className="break-words text-sm text-ink-muted">
                  {item.titleNe}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={editing === item.id}
                  onClick={() => setEditing(editing === item.id ? null : item.id)}
                >
                  Edit<span className="sr-only"> {item.title}</span>
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => toggle.mutate(item)}>
                  {item.open ? 'Close' : 'Open'}
                  <span className="sr-only"> {item.title}</span>
                </Button>
                <Button size="sm" variant="outline" disabled={busy || i === 0} onClick={() => move(i, i - 1)}>
                  Move up<span className="sr-only"> {item.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  Move down<span className="sr-only"> {item.title}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(item)}>
                  Delete<span className="sr-only"> {item.title}</span>
                </Button>
              </div>
              {editing === item.id && (
                <div className="mt-3">
                  <OpeningForm key={item.updatedAt} item={item} onSaved={() => void refresh()} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="new-opening" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="new-opening" className="mb-3 text-lg">
          New opening
        </h2>
        <OpeningForm onSaved={() => void refresh()} />
      </section>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={`Delete the opening “${deleting?.title ?? ''}”?`}
        cancelLabel="Keep it"
        confirmLabel="Delete opening"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <p>It leaves /career and /ne/career at once. To stop showing it but keep it, close it instead.</p>
      </ConfirmDialog>
    </>
  );
}
