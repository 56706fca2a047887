import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { weekdayNames, type CalendarAnswer, type CalendarEntry } from '@schemas/booking-staff-api';
import { addDays, nepalDateTime, weekday } from '@schemas/booking-slots';
import { nepalToday } from '@schemas/nepal-time';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { LoadError } from '../../components/load-error';
import { MeetingStateBadge } from '../../components/meeting-state-badge';
import { PageHeading } from '../../components/page-heading';
import { calendarKey } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { staffClient } from '../../lib/staff-client';
import { BlockForm } from './block-form';

type View = 'day' | 'week';

const nepalTime = (iso: string) => nepalDateTime(new Date(iso)).time;
const dayTitle = (date: string) => `${weekdayNames[weekday(date)]} ${date}`;

function Entry({
  entry,
  onRemove,
  onFree,
}: {
  entry: CalendarEntry;
  onRemove: (id: string) => void;
  /** Admins free a leftover hold's time. */
  onFree?: (id: string) => void;
}) {
  if (entry.kind === 'closed')
    return (
      <li className="rounded-lg bg-slate-100 p-2 text-sm font-semibold text-ink-muted">
        {entry.reason === 'holiday' ? 'Public holiday: closed' : 'Closed'}
      </li>
    );
  const span = `${nepalTime(entry.start)}–${nepalTime(entry.end)}`;
  if (entry.kind === 'held')
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-2 text-sm">
        <span>
          <span className="font-semibold">{span}</span> Held by a meeting no longer in the inbox
        </span>
        {onFree && (
          <button
            type="button"
            className="rounded px-2 py-0.5 font-semibold text-red-700 underline hover:bg-red-50"
            onClick={() => onFree(entry.id)}
          >
            Free this time<span className="sr-only"> {span}</span>
          </button>
        )}
      </li>
    );
  if (entry.kind === 'block')
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-slate-400 bg-slate-100 p-2 text-sm">
        <span>
          <span className="font-semibold">{span}</span> Blocked{entry.note && `: ${entry.note}`}
        </span>
        <button
          type="button"
          className="rounded px-2 py-0.5 font-semibold text-red-700 underline hover:bg-red-50"
          onClick={() => onRemove(entry.id)}
        >
          Remove<span className="sr-only"> the block {span}</span>
        </button>
      </li>
    );
  return (
    <li className="rounded-lg border border-brand-200 bg-white p-2 text-sm shadow-sm">
      <Link
        data-meeting-link
        to={`/records/Meeting/${entry.id}`}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {span} {entry.name}
      </Link>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        <MeetingStateBadge state={entry.state} />
        <span>{entry.assignee ? entry.assignee.name : 'Nobody assigned'}</span>
      </span>
    </li>
  );
}

/**
 * The week's (or a day's) meetings and blocks in Nepal time, and which days are closed, one column
 * a day: stacked on a phone, side by side on a desktop. Left/Right move between days (past the edge
 * to the next week or day), Enter on a meeting opens it.
 */
export default function CalendarPage() {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(() => (matchMedia('(min-width: 1024px)').matches ? 'week' : 'day'));
  const [focused, setFocused] = useState(nepalToday);
  const from = view === 'week' ? addDays(focused, -weekday(focused)) : focused;
  const days = view === 'week' ? 7 : 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const grid = useRef<HTMLDivElement>(null);
  const calendar = useQuery<CalendarAnswer, ApiError>({
    queryKey: calendarKey(from, days),
    queryFn: async () => (await staffClient.get<CalendarAnswer>('/booking/calendar', { params: { from, days } })).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['booking-calendar'] });
  const remove = useMutation<unknown, ApiError, string>({
    mutationFn: (id) => staffClient.delete(`/booking/blocks/${id}`),
    onSettled: refresh,
  });
  const admin = useSession().data?.user?.role === 'admin';
  const free = useMutation<unknown, ApiError, string>({
    mutationFn: (id) => staffClient.post(`/booking/holds/${id}/free`),
    onSettled: refresh,
  });

  // A move by key or button takes the focus along once the new day's column is rendered (after the
  // commit, not the next frame: a new week's columns may not be there yet on a busy phone). A layout
  // effect: Preact, which the staff build runs on, runs plain effects a frame later, when a quick
  // second key press would still start from the old day.
  const focusPending = useRef(false);
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);
  function moveTo(date: string) {
    focusPending.current = true;
    setFocused(date);
  }
  function onDayKey(event: KeyboardEvent<HTMLElement>, date: string) {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 }[event.key];
    if (step === undefined || (view === 'day' && Math.abs(step) === 7)) return;
    event.preventDefault();
    moveTo(addDays(date, step));
  }

  const entriesOn = (date: string) =>
    (calendar.data?.items ?? []).filter((entry) => nepalDateTime(new Date(entry.start)).date === date);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading title="Calendar">
        <div role="group" aria-label="View" className="flex gap-1">
          {(['day', 'week'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'outline'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
      </PageHeading>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => moveTo(addDays(focused, -days))}>
          Previous {view}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => moveTo(nepalToday())}>
          Today
        </Button>
        <Button size="sm" variant="outline" onClick={() => moveTo(addDays(focused, days))}>
          Next {view}
        </Button>
        <p className="text-sm text-ink-muted">
          Times in Nepal time. Use the arrow keys to move between days; Enter opens a meeting.
        </p>
      </div>
      {calendar.isError && <LoadError what="The calendar" error={calendar.error} />}
      {remove.isError && (
        <p role="alert" className="mb-2 font-semibold text-red-700">
          The block was not removed: {remove.error.message}
        </p>
      )}
      {free.isError && (
        <p role="alert" className="mb-2 font-semibold text-red-700">
          The time was not freed: {free.error.message}
        </p>
      )}
      <div
        ref={grid}
        className={cn('grid gap-2', view === 'week' ? 'grid-cols-1 lg:grid-cols-7' : 'grid-cols-1')}
        aria-busy={calendar.isPending}
      >
        {dates.map((date) => {
          const entries = entriesOn(date);
          return (
            <section
              key={date}
              data-day={date}
              tabIndex={date === focused ? 0 : -1}
              aria-label={`${dayTitle(date)}: ${entries.filter((e) => e.kind === 'meeting').length} meetings`}
              onKeyDown={(event) => event.target === event.currentTarget && onDayKey(event, date)}
              onFocus={(event) => event.target === event.currentTarget && setFocused(date)}
              className={cn(
                'flex min-h-24 flex-col gap-2 rounded-xl border p-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                date === nepalToday() ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              <h2 className="text-sm font-semibold">
                {weekdayNames[weekday(date)].slice(0, 3)} <span className="text-ink-muted">{date}</span>
              </h2>
              <ul className="flex flex-col gap-1.5">
                {entries.map((entry) => (
                  <Entry
                    key={entry.id}
                    entry={entry}
                    onRemove={(id) => remove.mutate(id)}
                    onFree={admin ? (id) => free.mutate(id) : undefined}
                  />
                ))}
              </ul>
              {!calendar.isPending && entries.length === 0 && <p className="text-sm text-ink-muted">Nothing booked.</p>}
            </section>
          );
        })}
      </div>
      <BlockForm date={focused} onBlocked={refresh} />
    </div>
  );
}
