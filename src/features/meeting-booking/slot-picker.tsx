// Loaded after hydration (book-meeting-form.tsx): without JavaScript the date and time fields and
// the gateway's answer do the same job, so none of this is on the page's first load.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { nepalInstant, nepalToday } from '@schemas/nepal-time';
import { visitorDays } from '@schemas/visitor-days';
import { isTimeZone, zonedDateTime, zoneOffsetMinutes } from '@schemas/zoned-time';
import type { Forms } from '@/content/forms';
import { cn } from '@/lib/cn';
import { detectedZone } from './detected-zone';

interface SlotsAnswer {
  slots: { start: string; end: string }[];
  days: { date: string; status: string }[];
}

interface SlotPickerProps {
  /** The zone times are shown in, and its change (the form sends it with the record). */
  zone: string;
  onZone: (zone: string) => void;
  minutes: 15 | 30 | 60;
  /** The form's Nepal date and time, so a time typed or picked is shown as chosen. */
  date: string;
  time: string;
  onPick: (date: string, time: string) => void;
  text: Forms['meeting']['picker'];
}

const slotsUrl = (minutes: number) =>
  new URL(
    `${import.meta.env.VITE_TABLE_API_URL ?? ''}/api/booking/slots?from=${nepalToday()}&days=62&duration=${minutes}`,
    location.href,
  );

/** Where visitors to a Nepal company mostly are (Nepalis abroad among them); the chosen and the detected zone come first. */
const commonZones = [
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Riyadh',
  'Asia/Kuala_Lumpur',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'UTC',
];
const zoneChoices = (chosen: string) => [...new Set([chosen, detectedZone(), ...commonZones])].filter(isTimeZone);

/** Arrow keys (and Home/End) move focus through a row of buttons; `columns` is how far Up/Down go. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, columns: number) {
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  let next: number | undefined;
  if (event.key in steps) next = Math.min(buttons.length - 1, Math.max(0, index + steps[event.key]));
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[index].tabIndex = -1;
  buttons[next].tabIndex = 0;
  buttons[next].focus();
}

/** The free dates and start times for the chosen duration, by the visitor's dates and clock, with Nepal time beside. */
export default function SlotPicker({ zone, onZone, minutes, date, time, onPick, text }: SlotPickerProps) {
  const [answer, setAnswer] = useState<SlotsAnswer | 'loading' | 'failed'>('loading');
  const [shownDate, setShownDate] = useState<string>();
  const zoneId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setAnswer('loading');
    fetch(slotsUrl(minutes), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SlotsAnswer>) : Promise.reject(response)))
      .then(setAnswer)
      .catch(() => !controller.signal.aborted && setAnswer('failed'));
    return () => controller.abort();
  }, [minutes]);

  const days = useMemo(
    () => (typeof answer === 'object' ? visitorDays(answer.days, answer.slots, zone) : []),
    [answer, zone],
  );
  // The date the form's Nepal date and time fall on for the visitor, so a time typed or picked shows as chosen.
  const formDate = date && time ? zonedDateTime(nepalInstant(date, time), zone).date : undefined;
  const chosen = days.find((day) => day.date === (shownDate ?? formDate));

  if (answer === 'loading') return <p className="text-sm text-ink-muted md:col-span-2">{text.loading}</p>;
  if (answer === 'failed') return <p className="text-sm text-ink-muted md:col-span-2">{text.failed}</p>;
  const sameZone = zoneOffsetMinutes(new Date(), zone) === zoneOffsetMinutes(new Date(), 'Asia/Kathmandu');
  const firstOpen = days.find((d) => d.status === 'open')?.date;

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{text.legend}</legend>
      <p className="text-sm text-ink-muted">{text.intro}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={zoneId} className="font-semibold">
          {text.zone}
        </label>
        <select
          id={zoneId}
          className="max-w-full rounded border border-slate-300 bg-white px-2 py-1"
          value={zone}
          onChange={(event) => isTimeZone(event.target.value) && onZone(event.target.value)}
        >
          {zoneChoices(zone).map((name) => (
            <option key={name} value={name}>
              {text.zoneName(name)}
            </option>
          ))}
        </select>
      </p>
      <p className="text-sm font-semibold text-ink">{text.shownIn(text.zoneName(zone))}</p>
      <div
        role="group"
        aria-label={text.dates}
        onKeyDown={(event) => moveFocus(event, 7)}
        className="grid max-h-64 grid-cols-3 gap-1.5 overflow-y-auto sm:grid-cols-5 lg:grid-cols-7"
      >
        {days.map((day) => {
          const open = day.status === 'open';
          const selected = day.date === chosen?.date;
          return (
            <button
              key={day.date}
              type="button"
              tabIndex={selected || (!chosen && day.date === firstOpen) ? 0 : -1}
              aria-pressed={selected}
              aria-disabled={!open || undefined}
              onClick={() => open && setShownDate(day.date)}
              className={cn(
                'flex flex-col rounded border px-1.5 py-1 text-left text-xs focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1',
                selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
                !open && 'cursor-not-allowed bg-slate-100 text-ink-muted',
              )}
            >
              <span className="font-semibold">{text.dateLabel(day.date)}</span>
              <span>{text.reasons[day.status] ?? day.status}</span>
            </button>
          );
        })}
      </div>
      {chosen ? (
        <div
          role="group"
          aria-label={`${text.times}: ${text.dateLabel(chosen.date)}`}
          onKeyDown={(event) => moveFocus(event, 4)}
          className="grid grid-cols-2 gap-1.5 sm:grid-cols-4"
        >
          {chosen.slots.map((slot, index) => {
            const selected = slot.nepal.date === date && slot.nepal.time === time;
            const anySelected = chosen.slots.some((s) => s.nepal.date === date && s.nepal.time === time);
            return (
              <button
                key={slot.nepal.date + slot.nepal.time}
                type="button"
                tabIndex={selected || (index === 0 && !anySelected) ? 0 : -1}
                aria-pressed={selected}
                onClick={() => onPick(slot.nepal.date, slot.nepal.time)}
                className={cn(
                  'rounded border px-2 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1',
                  selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
                )}
              >
                {text.timeLabel(text.clock(slot.start, zone), text.clock(slot.start, 'Asia/Kathmandu'), sameZone)}
              </button>
            );
          })}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{text.chooseDate}</p>
      )}
    </fieldset>
  );
}
