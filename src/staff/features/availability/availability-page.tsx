import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  bookingLimits,
  bookingSettings,
  weekdayNames,
  type BookingSettings,
  type BookingSettingsAnswer,
} from '@schemas/booking-staff-api';
import { addDays, weekday, type Availability } from '@schemas/booking-slots';
import { nepalToday } from '@schemas/nepal-time';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { bookingSettingsKey } from '../../lib/query-keys';
import { checkFields } from '../../lib/check-fields';
import { useSignedIn } from '../../lib/session';
import { staffClient } from '../../lib/staff-client';
import { useUsers } from '../../lib/users';
import { CalendarFeed } from './calendar-feed';
import { AddDate } from './add-date';
import { HoursEditor } from './hours-editor';

const dayLabel = (date: string) => `${weekdayNames[weekday(date)].slice(0, 3)} ${date}`;

/** The week, dates' own hours, holidays, booking rules and who takes meetings: admins change, staff read. */
export default function AvailabilityPage() {
  const session = useSignedIn();
  const settings = useQuery<BookingSettingsAnswer, ApiError>({
    queryKey: bookingSettingsKey,
    queryFn: async () => (await staffClient.get<BookingSettingsAnswer>('/booking/settings')).data,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Availability" />
      <CalendarFeed />
      {settings.isPending && <Loading />}
      {settings.isError && <LoadError what="The availability" error={settings.error} />}
      {settings.data && <AvailabilityForm initial={settings.data} readOnly={session.user.role !== 'admin'} />}
    </div>
  );
}

function AvailabilityForm({ initial, readOnly }: { initial: BookingSettingsAnswer; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const users = useUsers();
  const [draft, setDraft] = useState<BookingSettings>({ availability: initial.availability, hosts: initial.hosts });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation<BookingSettingsAnswer, ApiError, BookingSettings>({
    mutationFn: async (body) => (await staffClient.put<BookingSettingsAnswer>('/booking/settings', body)).data,
    onSuccess: (answer) => queryClient.setQueryData(bookingSettingsKey, answer),
  });
  const { availability } = draft;
  const setAvailability = (change: Partial<Availability>) =>
    setDraft((current) => ({ ...current, availability: { ...current.availability, ...change } }));

  const today = nepalToday();
  const yearAhead = addDays(today, 365);
  const shipped = initial.publicHolidays.filter((holiday) => holiday.date >= today && holiday.date <= yearAhead);
  const shippedDates = new Set(initial.publicHolidays.map((holiday) => holiday.date));
  const added = availability.holidays.filter((date) => !shippedDates.has(date)).sort();
  const overrides = Object.keys(availability.overrides).sort();

  function toggleHoliday(date: string, on: boolean) {
    setAvailability({
      holidays: on ? [...availability.holidays, date] : availability.holidays.filter((d) => d !== date),
    });
  }
  function setOverride(date: string, hours: Availability['overrides'][string] | undefined) {
    const next = { ...availability.overrides };
    if (hours) next[date] = hours;
    else delete next[date];
    setAvailability({ overrides: next });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = checkFields(bookingSettings, draft, event.currentTarget, setErrors);
    if (settings) save.mutate(settings);
  }

  const number = (
    name: 'noticeMinutes' | 'horizonDays' | 'bufferMinutes' | 'maxPerDay',
    label: string,
    unit: string,
  ) => (
    <Field
      id={`availability-${name}`}
      label={label}
      hint={`${bookingLimits[name].min} to ${bookingLimits[name].max} ${unit}`}
      error={errors[`availability.${name}`]}
    >
      {(control) => (
        <TextInput
          {...control}
          type="number"
          inputMode="numeric"
          min={bookingLimits[name].min}
          max={bookingLimits[name].max}
          className="w-32"
          value={Number.isNaN(availability[name]) ? '' : availability[name]}
          disabled={readOnly}
          onChange={(event) => setAvailability({ [name]: event.target.valueAsNumber })}
        />
      )}
    </Field>
  );

  const section = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {readOnly && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm">Only an admin can change these; you see them as they are.</p>
      )}
      <fieldset className={section}>
        <legend className="px-1 font-semibold text-ink">Weekly hours (Nepal time)</legend>
        <div className="mt-2 divide-y divide-slate-100">
          {weekdayNames.map((name, day) => (
            <div key={name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <p className="w-32 shrink-0 pt-1 font-semibold">{name}</p>
              <HoursEditor
                path={`availability.weekly.${day}`}
                label={name}
                hours={availability.weekly[day] ?? []}
                errors={errors}
                disabled={readOnly}
                onChange={(hours) =>
                  setAvailability({ weekly: availability.weekly.map((old, i) => (i === day ? hours : old)) })
                }
              />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 font-semibold text-ink">Dates with their own hours</legend>
        <p className="text-sm text-ink-muted">A date closed all day, or open at other hours than its weekday.</p>
        <div className="mt-2 divide-y divide-slate-100">
          {overrides.map((date) => (
            <div key={date} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <p className="w-32 shrink-0 pt-1 font-semibold">{dayLabel(date)}</p>
              <div className="flex flex-1 flex-col gap-1">
                <HoursEditor
                  path={`availability.overrides.${date}`}
                  label={date}
                  hours={availability.overrides[date]}
                  errors={errors}
                  disabled={readOnly}
                  onChange={(hours) => setOverride(date, hours)}
                />
                {!readOnly && (
                  <button
                    type="button"
                    className="self-start rounded px-2 py-1 text-sm font-semibold text-red-700 underline hover:bg-red-50"
                    onClick={() => setOverride(date, undefined)}
                  >
                    Back to the weekday’s hours<span className="sr-only"> on {date}</span>
                  </button>
                )}
              </div>
            </div>
          ))}
        </div>
        {!readOnly && (
          <AddDate
            id="availability-new-override"
            label="Date"
            button="Add a date (closed)"
            min={today}
            taken={(date) => date in availability.overrides}
            onAdd={(date) => setOverride(date, [])}
          />
        )}
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 font-semibold text-ink">Public holidays (closed)</legend>
        <p className="text-sm text-ink-muted">
          Nepal’s public holidays for the coming year; untick a day to take meetings on it.
        </p>
        {errors['availability.holidays'] && (
          <p className="mt-2 text-sm font-semibold text-red-700">{errors['availability.holidays']}</p>
        )}
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {shipped.map((holiday) => (
            <li key={holiday.date}>
              <label className="flex items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  checked={availability.holidays.includes(holiday.date)}
                  disabled={readOnly}
                  onChange={(event) => toggleHoliday(holiday.date, event.target.checked)}
                />
                <span>
                  <span className="font-semibold">{dayLabel(holiday.date)}</span> {holiday.name}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <h3 id="added-holidays" className="mt-4 text-sm font-semibold">
          Days you added
        </h3>
        {added.length === 0 && <p className="text-sm text-ink-muted">None.</p>}
        <ul aria-labelledby="added-holidays" className="mt-1 flex flex-col gap-1">
          {added.map((date) => (
            <li key={date} className="flex items-center gap-3 px-2">
              <span>{dayLabel(date)}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="rounded px-2 py-1 text-sm font-semibold text-red-700 underline hover:bg-red-50"
                  onClick={() => toggleHoliday(date, false)}
                >
                  Remove<span className="sr-only"> the holiday on {date}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        {!readOnly && (
          <AddDate
            id="availability-new-holiday"
            label="Day"
            button="Add a holiday"
            min={today}
            taken={(date) => availability.holidays.includes(date)}
            onAdd={(date) => toggleHoliday(date, true)}
          />
        )}
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 font-semibold text-ink">Booking rules</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {number('noticeMinutes', 'Minimum notice (minutes)', 'minutes')}
          {number('horizonDays', 'How far ahead (days)', 'days')}
          {number('bufferMinutes', 'Buffer after a meeting (minutes)', 'minutes')}
          {number('maxPerDay', 'Meetings a day (at most)', 'meetings')}
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 font-semibold text-ink">Who takes meetings</legend>
        <p className="text-sm text-ink-muted">
          A new meeting goes to one of them who is free (fewest meetings that week first). Nobody ticked: one calendar,
          meetings go to nobody.
        </p>
        {errors.hosts && <p className="mt-2 text-sm font-semibold text-red-700">{errors.hosts}</p>}
        <div className="mt-2 flex flex-col gap-1">
          {(users.data ?? [])
            .filter((user) => !user.disabled || draft.hosts.includes(user.id))
            .map((user) => (
              <label key={user.id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={draft.hosts.includes(user.id)}
                  disabled={readOnly}
                  onChange={(event) =>
                    setDraft((current) => ({
                      ...current,
                      hosts: event.target.checked
                        ? [...current.hosts, user.id]
                        : current.hosts.filter((id) => id !== user.id),
                    }))
                  }
                />
                {user.name}
                {user.disabled && <span className="text-sm text-ink-muted">(disabled)</span>}
              </label>
            ))}
        </div>
      </fieldset>

      {!readOnly && (
        <div className="flex flex-col gap-2">
          <FormStatus tone={save.isError || Object.keys(errors).length ? 'error' : 'success'} className="text-sm">
            {Object.keys(errors).length
              ? 'Not saved: correct the fields marked in red.'
              : save.isError
                ? `Not saved: ${save.error.message}`
                : save.isSuccess
                  ? 'Saved. The booking page offers the new times now.'
                  : ''}
          </FormStatus>
          <SubmitButton busy={save.isPending} className="self-start">
            Save availability
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
