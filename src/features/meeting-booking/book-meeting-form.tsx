import { useEffect, useState } from 'react';
import {
  meetingDurations,
  meetingGateways,
  meetingPurposePlaceholder,
  meetingPurposes,
  organisationTypes,
} from '@schemas/options';
import { limits } from '@schemas/limits';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { HoneypotField } from '@/components/ui/form/honeypot-field';
import { NativeSelect } from '@/components/ui/form/native-select';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
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

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const durationOptions = meetingDurations.map(({ value }) => ({ value, label: value }));
const purposeOptions = asOptions(meetingPurposes);
const gatewayOptions = asOptions(meetingGateways);
const nepalTimeHint = 'Nepal time (UTC+05:45)';
const loadSubmit = () => import('./submit');

export function BookMeetingForm() {
  const form = useSchemaForm(loadSubmit, empty);
  const { outcome } = form;
  // The earliest date depends on today, so it is set only in the browser (the HTML is prerendered).
  const [today, setToday] = useState<string>();
  useEffect(() => {
    void loadSubmit().then((module) => setToday(module.nepalToday()));
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
      aria-label="Book a Meeting"
      className="relative grid gap-5 md:grid-cols-2"
    >
      <Field id={name.id} label="Name" required error={name.error}>
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
      <Field id={email.id} label="Email Address" required error={email.error}>
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
      <Field id={phone.id} label="Phone Number" error={phone.error}>
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
      <Field id={country.id} label="Country" error={country.error}>
        {(control) => <CountryCombobox {...control} value={country.value} onValue={country.onValue} />}
      </Field>
      <Field id={date.id} label="Preferred Date" required error={date.error} hint={nepalTimeHint}>
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
      <Field id={time.id} label="Preferred Time" required error={time.error} hint={nepalTimeHint}>
        {(control) => (
          <TextInput {...control} type="time" value={time.value} onChange={(e) => time.onValue(e.target.value)} />
        )}
      </Field>
      <Field id={organisation.id} label="Type of Organization" required error={organisation.error}>
        {(control) => (
          <NativeSelect
            {...control}
            options={organisationTypes}
            placeholder="Select a Type"
            value={organisation.value}
            onChange={(e) => organisation.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={duration.id}
        label="Meeting Duration"
        required
        error={duration.error}
        hint={price ? `Price: ${price}` : meetingDurations.map((d) => `${d.minutes} minutes: ${d.price}`).join(' · ')}
      >
        {(control) => (
          <NativeSelect
            {...control}
            options={durationOptions}
            placeholder="Select a Duration"
            value={duration.value}
            onChange={(e) => duration.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={purpose.id} label="Purpose of Meeting" required error={purpose.error}>
        {(control) => (
          <NativeSelect
            {...control}
            options={purposeOptions}
            placeholder={meetingPurposePlaceholder}
            value={purpose.value}
            onChange={(e) => purpose.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={gateway.id} label="Meeting Gateway" required error={gateway.error}>
        {(control) => (
          <NativeSelect
            {...control}
            options={gatewayOptions}
            placeholder="Select a Gateway"
            value={gateway.value}
            onChange={(e) => gateway.onValue(e.target.value)}
          />
        )}
      </Field>
      <Field id={notes.id} label="Additional Notes" error={notes.error} className="md:col-span-2">
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
          Book Meeting
        </SubmitButton>
        <FormStatus tone={outcome?.status === 'failed' ? 'error' : 'success'}>
          {outcome?.status === 'sent' && (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              Meeting booked successfully!
              <AddToCalendarLink ics={outcome.value.ics} />
            </p>
          )}
          {outcome?.status === 'failed' && (
            <p>
              {outcome.error.isNetworkError
                ? 'An error occurred. Please try again.'
                : 'Failed to book the meeting. Please try again.'}
            </p>
          )}
        </FormStatus>
      </div>
      <HoneypotField />
    </form>
  );
}
