import { Fragment, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOO_MANY_MEETINGS, type BookFormAnswer } from '@schemas/book-form-answer';
import type { BookingPageSlots } from '@schemas/free-slots';
import type { MeetingRecord } from '@schemas/meeting';
import { defaultMeetingPrices, durationPrice, priceText, type DurationPrices } from '@schemas/meeting-price-text';
import { nepalToday } from '@schemas/nepal-time';
import { specOptions, type OfferedOptions } from '@schemas/offered-options';
import { meetingDurations } from '@schemas/options';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { HoneypotField } from '@/components/ui/form/honeypot-field';
import { NativeSelect } from '@/components/ui/form/native-select';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/content/hooks/use-localized';
import { cn } from '@/lib/cn';
import { site } from '@/config/site';
import { CountryCombobox } from './country-combobox';
import { emptyMeeting, meetingFields } from './meeting-fields';
import SlotPicker from './slot-picker';
import type { Booked } from './meeting-booked';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { detectedZone } from './detected-zone';
import { useLocale } from '@/i18n/use-locale';

const loadSubmit = () => import('./submit');
const MeetingBooked = lazy(() => import('./meeting-booked'));

/** The nearest free times (Nepal 'YYYY-MM-DD HH:MM') the gateway's 409 message lists. */
const nearestTimes = (message: string) => message.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g) ?? [];

/**
 * 'That time was just taken' with each nearest free time as a button that puts it in the date and
 * time fields; without JavaScript the button sends the form again with that time (the gateway reads `slot`).
 */
function TakenSlot(props: { message: string; times: string[]; onChoose: (date: string, time: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <p>{props.message}</p>
      <p className="flex flex-wrap gap-2">
        {props.times.map((slot) => (
          <button
            key={slot}
            type="submit"
            name="slot"
            value={slot}
            className="rounded border border-current px-2 py-1 focus-visible:outline focus-visible:outline-2"
            onClick={(event) => {
              event.preventDefault();
              props.onChoose(slot.slice(0, 10), slot.slice(11));
            }}
          >
            {slot}
          </button>
        ))}
      </p>
    </div>
  );
}

/** The server's answer to the form sent without JavaScript, above the form: booked, taken, refused fields or not stored. */
function NoScriptAnswer(props: { answer: BookFormAnswer; children: ReactNode }) {
  const failed = Boolean(
    props.answer.failed || props.answer.taken || props.answer.limited || Object.keys(props.answer.errors).length,
  );
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border p-4 text-base font-semibold md:col-span-2',
        failed ? 'border-red-300 bg-red-50 text-red-700' : 'border-green-300 bg-green-50 text-green-700',
      )}
    >
      {props.children}
    </div>
  );
}

/**
 * `answer`: the gateway's answer to this form sent without JavaScript (the /book page it rendered);
 * `options`: the purposes and gateways staff offer, when the gateway rendered the page with them;
 * `slots`: the free slots of the coming days the gateway rendered into the page, so the picker is
 * there before any script; `prices`: the paid durations' prices staff set, as the gateway rendered them.
 */
export function BookMeetingForm({
  answer,
  options = specOptions,
  slots,
  prices = defaultMeetingPrices,
}: {
  answer?: BookFormAnswer;
  options?: OfferedOptions;
  slots?: BookingPageSlots;
  prices?: DurationPrices;
}) {
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const nepali = useLocale() === 'ne';
  const t = forms.meeting;
  // Stored values stay the English ones; only what the visitor reads is in the page's language.
  const asOptions = (values: readonly string[]) =>
    values.map((value) => ({ value, label: forms.options[value] ?? value }));
  const priceOf = (duration: string) => priceText(durationPrice(duration, prices), nepali ? 'ne' : 'en');
  const offered = {
    'Meeting Duration': meetingDurations.map(({ value, minutes }) => ({
      value,
      label: t.duration(minutes, priceOf(value)),
    })),
    Purpose: options.purposes.map(({ value, ne }) => ({ value, label: nepali ? ne : value })),
    'Meeting Gateway': asOptions(options.gateways),
  };
  const load = useMemo(
    () => async () => {
      const { meetingRecordFor, send } = await loadSubmit();
      // The calendar file names the purpose as the page does, an added one by the Nepali name staff gave it.
      const purposeNe = (purpose: string) => options.purposes.find(({ value }) => value === purpose)?.ne;
      return {
        schema: meetingRecordFor(options),
        send: (record: MeetingRecord, honeypot: string) => send(record, honeypot, prices, purposeNe(record.Purpose)),
      };
    },
    [options, prices],
  );
  const form = useSchemaForm(load, emptyMeeting, { translate: forms.message, initial: answer });
  const { outcome } = form;
  // The earliest date depends on today, so it is set only in the browser (the HTML is prerendered).
  const [today, setToday] = useState<string>();
  useEffect(() => {
    setToday(nepalToday());
  }, []);
  // The visitor's own zone until they choose another; sent with the record (a sent form is emptied).
  const zone = form.bind('Visitor Time Zone');
  useEffect(() => {
    if (!zone.value) zone.onValue(detectedZone());
  }, [zone]);
  // The browser's language, whose clock the e-mails tell the time on; a malformed one is dropped by the schema.
  const locale = form.bind('Visitor Locale');
  useEffect(() => {
    if (!locale.value) locale.onValue(navigator.language);
  }, [locale]);
  const duration = meetingDurations.find((d) => d.value === form.values['Meeting Duration']);
  const hints = {
    nepalTime: t.nepalTime,
    price: duration
      ? t.price(priceOf(duration.value))
      : t.prices(meetingDurations.map(({ value, minutes }) => ({ minutes, price: priceOf(value) }))),
  };

  const [booked, setBooked] = useState<Booked>();
  const submit = form.onSubmit({
    onSent: setBooked,
    onFailed: (error) => {
      if (error.isNetworkError) console.error('Booking a meeting failed', error);
    },
  });

  return (
    <>
      {booked && (
        <Suspense fallback={null}>
          <MeetingBooked
            booked={booked}
            text={t}
            labels={forms.labels}
            options={forms.options}
            onAnother={() => {
              setBooked(undefined);
              requestAnimationFrame(() => document.getElementById(form.idFor('Name'))?.focus());
            }}
          />
        </Suspense>
      )}
      {/* Kept, emptied, under the confirmation: "Book another meeting" shows it again. */}
      <form
        ref={form.formRef}
        method="post"
        onSubmit={submit}
        noValidate
        hidden={booked !== undefined}
        aria-label={t.formLabel}
        // The class too: the grid's display would otherwise outrank the hidden attribute's.
        className={cn('relative grid gap-5 md:grid-cols-2', booked && 'hidden')}
      >
        {/* Enter in a field presses the form's first submit button: this one, not a zone of the picker. */}
        <button type="submit" hidden tabIndex={-1}>
          {t.submit}
        </button>
        {answer && !answer.rezoned && !outcome && (
          <NoScriptAnswer answer={answer}>
            {answer.requested && (
              <p>
                {t.booked} {t.bookedFor(answer.requested.date, answer.requested.time)}
              </p>
            )}
            {answer.taken && (
              <TakenSlot
                message={t.taken(answer.taken)}
                times={answer.taken}
                onChoose={(date, time) => {
                  form.bind('Preferred date').onValue(date);
                  form.bind('Preferred Time').onValue(time);
                }}
              />
            )}
            {answer.failed && <p>{t.refused}</p>}
            {answer.limited && <p>{t.limited(site.phone.display)}</p>}
            {!answer.requested && !answer.taken && !answer.failed && !answer.limited && <p>{t.notBooked}</p>}
          </NoScriptAnswer>
        )}
        {meetingFields.map((entry) => {
          const field = form.bind(entry.name);
          return (
            <Fragment key={entry.name}>
              {/* As the gateway rendered it (Nepal time, or the zone chosen there), then in the browser's zone. */}
              {entry.name === 'Preferred date' && (today || slots) && (
                <SlotPicker
                  hydrated={today !== undefined}
                  initial={slots}
                  clockLocale={today ? navigator.language : slots?.clockLocale}
                  zone={zone.value}
                  onZone={zone.onValue}
                  minutes={duration?.minutes ?? 15}
                  date={form.values['Preferred date']}
                  time={form.values['Preferred Time']}
                  onPick={(date, time) => {
                    form.bind('Preferred date').onValue(date);
                    form.bind('Preferred Time').onValue(time);
                  }}
                  text={t.picker}
                />
              )}
              <Field
                id={field.id}
                label={forms.labels[entry.name]}
                required={entry.required}
                error={field.error}
                hint={entry.hint && hints[entry.hint]}
                className={entry.kind === 'notes' ? 'md:col-span-2' : undefined}
              >
                {(control) => {
                  if (entry.kind === 'country')
                    return (
                      <CountryCombobox {...control} name={entry.name} value={field.value} onValue={field.onValue} />
                    );
                  if (entry.kind === 'choice' || entry.kind === 'offered')
                    return (
                      <NativeSelect
                        {...control}
                        name={entry.name}
                        options={entry.kind === 'choice' ? asOptions(entry.options) : offered[entry.name]}
                        placeholder={t.placeholders[entry.name]}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    );
                  if (entry.kind === 'notes')
                    return (
                      <TextArea
                        {...control}
                        name={entry.name}
                        rows={3}
                        maxLength={entry.maxLength}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    );
                  return (
                    <TextInput
                      {...control}
                      name={entry.name}
                      type={entry.type}
                      autoComplete={entry.autoComplete}
                      maxLength={entry.maxLength}
                      min={entry.type === 'date' ? today : undefined}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  );
                }}
              </Field>
            </Fragment>
          );
        })}
        <div className="flex flex-col gap-4 md:col-span-2">
          <SubmitButton busy={form.busy} className="self-start">
            {t.submit}
          </SubmitButton>
          <FormStatus tone={outcome?.status === 'failed' ? 'error' : 'success'}>
            {outcome?.status === 'failed' && outcome.error.status === 409 && (
              <TakenSlot
                message={t.taken(nearestTimes(outcome.error.message))}
                times={nearestTimes(outcome.error.message)}
                onChoose={(date, time) => {
                  form.bind('Preferred date').onValue(date);
                  form.bind('Preferred Time').onValue(time);
                }}
              />
            )}
            {outcome?.status === 'failed' && outcome.error.type === TOO_MANY_MEETINGS && (
              <p>{t.limited(site.phone.display)}</p>
            )}
            {outcome?.status === 'failed' &&
              outcome.error.status !== 409 &&
              outcome.error.type !== TOO_MANY_MEETINGS && <p>{outcome.error.isNetworkError ? t.thrown : t.refused}</p>}
          </FormStatus>
        </div>
        <HoneypotField />
      </form>
    </>
  );
}
