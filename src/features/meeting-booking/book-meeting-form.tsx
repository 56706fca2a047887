import { useEffect, useState } from 'react';
import { nepalToday } from '@schemas/nepal-time';
import { meetingDurations, meetingGateways, meetingPurposes, organisationTypes } from '@schemas/options';
import { limits } from '@schemas/limits';
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
import { AddToCalendarLink } from './add-to-calendar-link';
import { CountryCombobox } from './country-combobox';

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

const loadSubmit = () => import('./submit');

export function BookMeetingForm() {
  const { forms } = useLocalized(formsContent, () => import('@/content/ne/forms'));
  const t = forms.meeting;
  // Stored values stay the spec's English ones; only what the visitor reads is in the page's language.
  const asOptions = (values: readonly string[]) =>
    values.map((value) => ({ value, label: forms.options[value] ?? value }));
  const organisationOptions = asOptions(organisationTypes.map((type) => type.value));
  const durationOptions = asOptions(meetingDurations.map((duration) => duration.value));
  const purposeOptions = asOptions(meetingPurposes);
  const gatewayOptions = asOptions(meetingGateways);
  const message = (error?: string) => error && forms.message(error);
  const form = useSchemaForm(loadSubmit, empty);
  const { outcome } = form;
  // The earliest date depends on today, so it is set only in the browser (the HTML is prerendered).
  const [today, setToday] = useState<string>();
  useEffect(() => {
    setToday(nepalToday());
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

  const submit = form.onSubmit(async (record, honeypot) => (await loadSubmit()).send(record, honeypot), {
    onFailed: (error) => {
      if (error.isNetworkError) console.error('Booking a meeting failed', error);
    },
  });

  return (
    <form
      ref={form.formRef}
      method="post"
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
          <NativeSelect
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
          <NativeSelect
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
          <NativeSelect
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
          <NativeSelect
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
        <SubmitButton busy={form.busy} className="self-start">
          {t.submit}
        </SubmitButton>
        <FormStatus tone={outcome?.status === 'failed' ? 'error' : 'success'}>
          {outcome?.status === 'sent' && (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {t.booked} {t.bookedFor(outcome.value.date, outcome.value.time)}
              <AddToCalendarLink ics={outcome.value.ics} label={t.addToCalendar} />
            </p>
          )}
          {outcome?.status === 'failed' && <p>{outcome.error.isNetworkError ? t.thrown : t.refused}</p>}
        </FormStatus>
      </div>
      <HoneypotField />
    </form>
  );
}
