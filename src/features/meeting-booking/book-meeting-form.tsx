import { useEffect, useState } from 'react';
import { meetingDurations, meetingGateways, meetingPurposes, organisationTypes } from '@schemas/options';
import { limits } from '@schemas/limits';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import type { ApiError } from '@/lib/api-client';
import { AddToCalendarLink } from './add-to-calendar-link';
import { CountryCombobox } from './country-combobox';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/i18n/use-localized';

const empty = {
  Name: '',
  Email: '',
  Phone: '',
  Country: '',
  'Preferred date': '',
  'Preferred Time': '',
  'Organisation Type': '',
  'Meeting Duration': '',
  Purpose: '',
  'Meeting Gateway': '',
  'Additional Notes': '',
};

const loadSubmission = () => import('./meeting-submission');

type Outcome = { kind: 'booked'; ics: string; date: string; time: string } | { kind: 'failed'; message: string } | null;

export function BookMeetingForm() {
  const { forms } = useLocalized(formsContent, 'forms');
  const t = forms.meeting;
  // Stored values stay the spec's English ones; only what the visitor reads is in the page's language.
  const asOptions = (values: readonly string[]) =>
    values.map((value) => ({ value, label: forms.options[value] ?? value }));
  const organisationOptions = asOptions(organisationTypes.map((type) => type.value));
  const durationOptions = asOptions(meetingDurations.map((duration) => duration.value));
  const purposeOptions = asOptions(meetingPurposes);
  const gatewayOptions = asOptions(meetingGateways);
  const message = (error?: string) => error && forms.message(error);
  const form = useSchemaForm(() => loadSubmission().then((module) => module.schema), empty);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The earliest date depends on today, so it is set only in the browser (the HTML is prerendered).
  const [today, setToday] = useState<string>();
  useEffect(() => {
    void loadSubmission().then((module) => setToday(module.nepalToday()));
  }, []);
  const f = form.field;
  const [name, email, phone, country, date, time, organisation, duration, purpose, gateway, notes] = (
    [
      'Name',
      'Email',
      'Phone',
      'Country',
      'Preferred date',
      'Preferred Time',
      'Organisation Type',
      'Meeting Duration',
      'Purpose',
      'Meeting Gateway',
      'Additional Notes',
    ] as const
  ).map((key) => f(key));
  const price = meetingDurations.find((d) => d.value === duration.value)?.price;

  const submit = form.onSubmit(async (record, honeypot) => {
    setBusy(true);
    setOutcome(null);
    try {
      const { send, meetingIcs } = await loadSubmission();
      await send(record, honeypot);
      setOutcome({
        kind: 'booked',
        ics: meetingIcs(record),
        date: record['Preferred date'],
        time: record['Preferred Time'],
      });
      form.reset();
    } catch (error) {
      // The api client answers every failure as an ApiError; anything else counts as thrown.
      const refused = error instanceof Error && (error as Partial<ApiError>).isNetworkError === false;
      if (!refused) console.error('Booking a meeting failed', error);
      setOutcome({
        kind: 'failed',
        message: refused ? t.refused : t.thrown,
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={t.formLabel}
      className="relative grid gap-5 md:grid-cols-2"
    >
      <Field id={name.id} label={forms.labels.Name} required error={message(name.error)}>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="name"
            maxLength={limits.fullName}
            value={name.value}
            onChange={(e) => name.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={email.id} label={forms.labels.Email} required error={message(email.error)}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            value={email.value}
            onChange={(e) => email.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={phone.id} label={forms.labels.Phone} error={message(phone.error)}>
        {(control) => (
          <TextInput
            {...control}
            type="tel"
            autoComplete="tel"
            maxLength={limits.phone}
            value={phone.value}
            onChange={(e) => phone.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={country.id} label={forms.labels.Country} error={message(country.error)}>
        {(control) => <CountryCombobox {...control} value={country.value} onValue={country.onValue} />}
      </Field>
      <Field
        id={date.id}
        label={forms.labels['Preferred date']}
        required
        error={message(date.error)}
        hint={t.nepalTime}
      >
        {(control) => (
          <TextInput
            {...control}
            type="date"
            min={today}
            value={date.value}
            onChange={(e) => date.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={time.id}
        label={forms.labels['Preferred Time']}
        required
        error={message(time.error)}
        hint={t.nepalTime}
      >
        {(control) => (
          <TextInput {...control} type="time" value={time.value} onChange={(e) => time.onValue(e.target.value)} />
        )}
      </Field>
      <Field
        id={organisation.id}
        label={forms.labels['Organisation Type']}
        required
        error={message(organisation.error)}
      >
        {(control) => (
          <Select
            {...control}
            options={organisationOptions}
            placeholder={t.placeholders['Organisation Type']}
            value={organisation.value}
            onChange={(e) => organisation.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={duration.id}
        label={forms.labels['Meeting Duration']}
        required
        error={message(duration.error)}
        hint={price ? t.price(t.priceNames[price] ?? price) : t.prices(meetingDurations)}
      >
        {(control) => (
          <Select
            {...control}
            options={durationOptions}
            placeholder={t.placeholders['Meeting Duration']}
            value={duration.value}
            onChange={(e) => duration.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={purpose.id} label={forms.labels.Purpose} required error={message(purpose.error)}>
        {(control) => (
          <Select
            {...control}
            options={purposeOptions}
            placeholder={t.placeholders.Purpose}
            value={purpose.value}
            onChange={(e) => purpose.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={gateway.id} label={forms.labels['Meeting Gateway']} required error={message(gateway.error)}>
        {(control) => (
          <Select
            {...control}
            options={gatewayOptions}
            placeholder={t.placeholders['Meeting Gateway']}
            value={gateway.value}
            onChange={(e) => gateway.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={notes.id}
        label={forms.labels['Additional Notes']}
        error={message(notes.error)}
        className="md:col-span-2"
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={limits.notes}
            value={notes.value}
            onChange={(e) => notes.onValue(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-4 md:col-span-2">
        <SubmitButton busy={busy} className="self-start">
          {t.submit}
        </SubmitButton>
        <FormStatus tone={outcome?.kind === 'failed' ? 'error' : 'success'}>
          {outcome?.kind === 'booked' && (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {t.booked} {t.bookedFor(outcome.date, outcome.time)}
              <AddToCalendarLink ics={outcome.ics} label={t.addToCalendar} />
            </p>
          )}
          {outcome?.kind === 'failed' && <p>{outcome.message}</p>}
        </FormStatus>
      </div>
      <HoneypotField />
    </form>
  );
}
