import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BookingPageSlots, FreeSlots } from '@schemas/free-slots';
import { nepalInstant, nepalToday } from '@schemas/nepal-time';
import { visitorDays, type VisitorDay } from '@schemas/visitor-days';
import { isTimeZone, zonedDateTime, zoneOffsetMinutes } from '@schemas/zoned-time';
import type { Forms } from '@/content/forms';
import { cn } from '@/lib/cn';
import { detectedZone } from './detected-zone';

type Answer = (FreeSlots & { minutes: number }) | 'loading' | 'failed';

interface SlotPickerProps {
  /**
   * The zone the visitor chose (the form sends it with the record), '' before any choice: the times
   * are then in Nepal time, and the form without script sends no zone.
   */
  zone: string;
  onZone: (zone: string) => void;
  minutes: 15 | 30 | 60;
  /** The form's Nepal date and time, so a time typed or picked is shown as chosen. */
  date: string;
  time: string;
  onPick: (date: string, time: string) => void;
  text: Forms['meeting']['picker'];
  /** The free slots the gateway rendered into the page, shown until the picker's own read answers. */
  initial?: BookingPageSlots;
  /** The locale whose clock times are read on (the browser's own once the page's code runs). */
  clockLocale?: string;
  /**
   * False as the gateway rendered it (and until the form's code has taken over): picks are radio
   * buttons the form's plain POST sends, and a button shows the times in another zone.
   */
  hydrated: boolean;
}

const slotsUrl = (minutes: number) =>
  new URL(
    `${import.meta.env.VITE_TABLE_API_URL ?? ''}/api/booking/slots?from=${nepalToday()}&days=62&duration=${minutes}`,
    location.href,
  );

/**
 * Where visitors to a Nepal company mostly are (Nepalis abroad among them); the chosen and, in the
 * browser, the detected zone come first.
 */
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
const zoneChoices = (chosen: string, detected?: string) =>
  [...new Set([chosen, ...(detected ? [detected] : []), ...commonZones])].filter(isTimeZone);

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

const tile =
  'rounded border px-2 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1';
const dayTile = 'flex flex-col rounded border px-1.5 py-1 text-left text-xs';
const closedTile = 'cursor-not-allowed bg-slate-100 text-ink-muted';
const dayGrid = 'grid max-h-64 grid-cols-3 gap-1.5 overflow-y-auto sm:grid-cols-5 lg:grid-cols-7';
const timeGrid = 'grid-cols-2 gap-1.5 sm:grid-cols-4';

/** The free dates and start times for the chosen duration, by the visitor's dates and clock, with Nepal time beside. */
export default function SlotPicker(props: SlotPickerProps) {
  const { onZone, minutes, date, time, onPick, text, initial, hydrated } = props;
  const zone = isTimeZone(props.zone) ? props.zone : 'Asia/Kathmandu';
  const [answer, setAnswer] = useState<Answer>(() => (initial?.minutes === minutes ? initial : 'loading'));
  const [shownDate, setShownDate] = useState<string>();
  const zoneId = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setAnswer((current) => (typeof current === 'object' && current.minutes === minutes ? current : 'loading'));
    fetch(slotsUrl(minutes), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<FreeSlots>) : Promise.reject(response)))
      .then((slots) => setAnswer({ ...slots, minutes }))
      .catch(() => !controller.signal.aborted && setAnswer((current) => (current === 'loading' ? 'failed' : current)));
    return () => controller.abort();
  }, [minutes]);

  // A time chosen on the page as the gateway rendered it, before the form's code took over, stays chosen.
  useLayoutEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value;
    if (checked && checked !== `${date} ${time}`) onPick(checked.slice(0, 10), checked.slice(11));
    // Once, as the code takes over the rendered page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const days = useMemo(
    () => (typeof answer === 'object' ? visitorDays(answer.days, answer.slots, zone) : []),
    [answer, zone],
  );
  // The date the form's Nepal date and time fall on for the visitor, so a time typed or picked shows as chosen.
  const formDate = date && time ? zonedDateTime(nepalInstant(date, time), zone).date : undefined;
  const firstOpen = days.find((d) => d.status === 'open')?.date;
  const chosen = days.find((day) => day.date === (shownDate ?? formDate ?? firstOpen));

  if (answer === 'loading') return <p className="text-sm text-ink-muted md:col-span-2">{text.loading}</p>;
  if (answer === 'failed') return <p className="text-sm text-ink-muted md:col-span-2">{text.failed}</p>;
  const sameZone = zoneOffsetMinutes(new Date(), zone) === zoneOffsetMinutes(new Date(), 'Asia/Kathmandu');
  const timeLabel = (start: Date) =>
    text.timeLabel(
      text.clock(start, zone, props.clockLocale),
      text.clock(start, 'Asia/Kathmandu', props.clockLocale),
      sameZone,
    );
  const isChosen = (slot: VisitorDay['slots'][number]) => slot.nepal.date === date && slot.nepal.time === time;

  return (
    <fieldset ref={fieldset} className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{text.legend}</legend>
      <p className="text-sm text-ink-muted">{text.intro}</p>
      {hydrated ? (
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
            {zoneChoices(zone, detectedZone()).map((name) => (
              <option key={name} value={name}>
                {text.zoneName(name)}
              </option>
            ))}
          </select>
        </p>
      ) : (
        // With script, until the form's code takes over, the zone's line holds the select's place.
        <p className="py-1 text-sm font-semibold [@media(scripting:none)]:hidden">
          {text.zone}: {text.zoneName(zone)}
        </p>
      )}
      {/* Without script each zone is a button that sends the form back to be shown again in it
          (server/meetings/book-form-post.ts); the zone chosen goes with the form from then on. Always
          in the page (hidden where script runs), so the form's code adds or removes no disclosure. */}
      <details className="text-sm [@media(scripting:enabled)]:hidden">
        <summary className="cursor-pointer font-semibold">
          {text.zone}: {text.zoneName(zone)}
        </summary>
        <p className="mt-2 flex flex-wrap gap-1.5">
          {zoneChoices(zone).map((name) => (
            <button
              key={name}
              type="submit"
              name="zone"
              value={name}
              aria-pressed={name === zone}
              className={cn(
                tile,
                name === zone ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
              )}
            >
              {text.zoneName(name)}
            </button>
          ))}
        </p>
        {props.zone && <input type="hidden" name="Visitor Time Zone" value={props.zone} />}
      </details>
      <p className="text-sm font-semibold text-ink">{text.shownIn(text.zoneName(zone))}</p>
      {hydrated ? (
        <>
          <div role="group" aria-label={text.dates} onKeyDown={(event) => moveFocus(event, 7)} className={dayGrid}>
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
                    dayTile,
                    'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1',
                    selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
                    !open && closedTile,
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
              className={cn('grid', timeGrid)}
            >
              {chosen.slots.map((slot, index) => {
                const selected = isChosen(slot);
                return (
                  <button
                    key={slot.nepal.date + slot.nepal.time}
                    type="button"
                    tabIndex={selected || (index === 0 && !chosen.slots.some(isChosen)) ? 0 : -1}
                    aria-pressed={selected}
                    onClick={() => onPick(slot.nepal.date, slot.nepal.time)}
                    className={cn(
                      tile,
                      selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
                    )}
                  >
                    {timeLabel(slot.start)}
                  </button>
                );
              })}
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{text.chooseDate}</p>
          )}
        </>
      ) : (
        // Without script: a date's label checks its radio button, which shows the times right after it (CSS
        // only); a checked time is sent as the form's `slot`, which the gateway reads as the date and time.
        <>
          <div role="group" aria-label={text.dates} className={dayGrid}>
            {days.map((day) =>
              day.status === 'open' ? (
                <label
                  key={day.date}
                  htmlFor={`${zoneId}-${day.date}`}
                  className={cn(dayTile, 'cursor-pointer border-slate-300 bg-white')}
                >
                  <span className="font-semibold">{text.dateLabel(day.date)}</span>
                  <span>{text.reasons.open}</span>
                </label>
              ) : (
                <span key={day.date} aria-disabled="true" className={cn(dayTile, 'border-slate-300', closedTile)}>
                  <span className="font-semibold">{text.dateLabel(day.date)}</span>
                  <span>{text.reasons[day.status] ?? day.status}</span>
                </span>
              ),
            )}
          </div>
          {days
            .filter((day) => day.status === 'open')
            .map((day) => (
              <Fragment key={day.date}>
                <input
                  type="radio"
                  name="day"
                  value={day.date}
                  id={`${zoneId}-${day.date}`}
                  defaultChecked={day.date === chosen?.date}
                  aria-label={text.dateLabel(day.date)}
                  className="sr-only"
                />
                <div
                  role="radiogroup"
                  aria-label={`${text.times}: ${text.dateLabel(day.date)}`}
                  className={cn('hidden [input:checked+&]:grid', timeGrid)}
                >
                  <p className="col-span-full text-sm font-semibold">{text.dateLabel(day.date)}</p>
                  {day.slots.map((slot) => (
                    <label
                      key={slot.nepal.date + slot.nepal.time}
                      className={cn(
                        tile,
                        'cursor-pointer border-slate-300 bg-white has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2',
                      )}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={`${slot.nepal.date} ${slot.nepal.time}`}
                        defaultChecked={isChosen(slot)}
                        className="sr-only"
                      />
                      {timeLabel(slot.start)}
                    </label>
                  ))}
                </div>
              </Fragment>
            ))}
        </>
      )}
    </fieldset>
  );
}
