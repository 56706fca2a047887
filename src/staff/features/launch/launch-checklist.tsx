import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LaunchChecklist as Checklist } from '@schemas/launch-checklist';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { launchChecklistKey } from '../../lib/query-keys';
import { getLaunchChecklist } from './launch-api';

const DISMISSED = 'staff.launch-checklist.dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
};

interface LaunchChecklistProps {
  /** Offers "Hide this list" (the first screen); its own page always shows it. */
  dismissible?: boolean;
}

/** What admins still have to do before launch, each linked to where it is done; nothing once all are done. */
export function LaunchChecklist({ dismissible = false }: LaunchChecklistProps) {
  const [dismissed, setDismissed] = useState(() => dismissible && wasDismissed());
  const checklist = useQuery<Checklist, ApiError>({ queryKey: launchChecklistKey, queryFn: getLaunchChecklist });
  if (dismissed) return null;
  if (checklist.isPending) return null;
  if (checklist.isError) return <LoadError what="The launch checklist" error={checklist.error} />;
  const open = checklist.data.items.filter((item) => !item.done);
  if (!open.length) return null;
  const total = checklist.data.items.length;
  return (
    <section aria-labelledby="launch-checklist" className="rounded-xl bg-white p-4 ring-1 ring-amber-300 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="launch-checklist" className="text-lg font-bold text-brand-900">
          Before you launch: {total - open.length} of {total} done
        </h2>
        {dismissible && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => {
              try {
                localStorage.setItem(DISMISSED, '1');
              } catch {
                // A browser that keeps nothing hides it for this visit only.
              }
              setDismissed(true);
            }}
          >
            Hide this list
          </button>
        )}
      </div>
      <ul className="mt-3 grid gap-2">
        {checklist.data.items.map((item) => (
          <li key={item.key} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full text-sm font-bold ${item.done ? 'bg-green-700 text-white' : 'border-2 border-amber-500'}`}
            >
              {item.done ? '✓' : ''}
            </span>
            <div className="min-w-0 flex-1">
              {item.done ? (
                <p className="text-ink-muted">
                  {item.title} <span className="sr-only">(done)</span>
                </p>
              ) : (
                <>
                  <Link to={item.fixAt} className="font-semibold text-brand-800 underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-ink-muted">{item.detail}</p>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
