import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form/control-class';
import { Field } from '@/components/ui/form/field';
import { TextInput } from '@/components/ui/form/text-input';
import { cn } from '@/lib/cn';
import { StatusOptions } from '../../components/status-options';
import { useUsers } from '../../lib/users';
import type { InboxFilters } from './inbox-filters';

interface FilterBarProps {
  filters: InboxFilters;
  onChange: (change: Partial<InboxFilters>) => void;
  /** "All new" is New by definition, so it offers no status filter until it searches. */
  withStatus: boolean;
  /** The Meetings inbox filters by the meetings' own time too. */
  withWhen: boolean;
}

const smallControl = cn(controlClass, 'py-2 text-sm');
const dateFilters = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

export function InboxFilterBar({ filters, onChange, withStatus, withWhen }: FilterBarProps) {
  const [q, setQ] = useState(filters.q);
  const { data: users } = useUsers();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    onChange({ q: q.trim() });
  }

  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label htmlFor="inbox-search" className="sr-only">
          Search submissions
        </label>
        <TextInput
          id="inbox-search"
          type="search"
          placeholder="Search every submission: names, numbers, schools…"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="py-2 text-sm"
        />
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      {(filters.q ||
        filters.status ||
        filters.assignee ||
        filters.from ||
        filters.to ||
        filters.when ||
        filters.payment ||
        filters.waiting) && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => {
            setQ('');
            onChange({ q: '', status: '', assignee: '', from: '', to: '', when: '', payment: '', waiting: '' });
          }}
        >
          Clear filters
        </Button>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {withStatus && (
          <Field id="filter-status" label="Status" size="sm">
            {(control) => (
              <select
                {...control}
                className={smallControl}
                value={filters.status}
                onChange={(e) => onChange({ status: e.target.value as InboxFilters['status'] })}
              >
                <option value="">Any status</option>
                <StatusOptions />
              </select>
            )}
          </Field>
        )}
        {withWhen && (
          <Field id="filter-when" label="Meeting time" size="sm">
            {(control) => (
              <select
                {...control}
                className={smallControl}
                value={filters.when}
                onChange={(e) => onChange({ when: e.target.value as InboxFilters['when'] })}
              >
                <option value="">Any time</option>
                <option value="today">Today</option>
                <option value="tomorrow">Tomorrow</option>
                <option value="week">This week</option>
                <option value="upcoming">Upcoming</option>
                <option value="past">Past</option>
              </select>
            )}
          </Field>
        )}
        {withWhen && (
          <Field id="filter-payment" label="Payment" size="sm">
            {(control) => (
              <select
                {...control}
                className={smallControl}
                value={filters.payment ?? ''}
                onChange={(e) => onChange({ payment: e.target.value as InboxFilters['payment'] })}
              >
                <option value="">Any</option>
                <option value="unpaid">Unpaid</option>
                <option value="refund-due">Refund due</option>
              </select>
            )}
          </Field>
        )}
        <Field id="filter-assignee" label="Assignee" size="sm">
          {(control) => (
            <select
              {...control}
              className={smallControl}
              value={filters.assignee}
              onChange={(e) => onChange({ assignee: e.target.value })}
            >
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">Nobody</option>
              {users
                ?.filter((user) => !user.disabled)
                .map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.name}
                  </option>
                ))}
            </select>
          )}
        </Field>
        {dateFilters.map(({ key, label }) => (
          <Field key={key} id={`filter-${key}`} label={label} size="sm">
            {(control) => (
              <input
                {...control}
                type="date"
                className={smallControl}
                value={filters[key]}
                onChange={(e) => onChange({ [key]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </div>
  );
}
