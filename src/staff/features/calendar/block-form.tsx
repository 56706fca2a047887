import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { blockRequest, type BlockRequest, type CalendarEntry } from '@schemas/booking-staff-api';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { checkFields } from '../../lib/check-fields';
import { staffClient } from '../../lib/staff-client';

/** Block a time by hand (Nepal time): the booking page stops offering it at once. */
export function BlockForm({ date, onBlocked }: { date: string; onBlocked: () => void }) {
  const [block, setBlock] = useState<Required<BlockRequest>>({ date, start: '', end: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation<CalendarEntry, ApiError, BlockRequest>({
    mutationFn: async (body) => (await staffClient.post<CalendarEntry>('/booking/blocks', body)).data,
    onSuccess: () => {
      setBlock((current) => ({ ...current, start: '', end: '', note: '' }));
      onBlocked();
    },
  });
  // The form follows the day in focus until someone types a date of their own.
  const [dateTouched, setDateTouched] = useState(false);
  const shown = dateTouched ? block : { ...block, date };
  const set = (name: keyof BlockRequest) => (value: string) => {
    if (name === 'date') setDateTouched(true);
    setBlock({ ...shown, [name]: value });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkFields(blockRequest, shown, event.currentTarget, setErrors);
    if (checked) save.mutate(checked);
  }

  const input = (name: keyof BlockRequest, label: string, type: string, className: string) => (
    <Field id={`block-${name}`} label={label} size="sm" error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          step={type === 'time' ? 900 : undefined}
          maxLength={type === 'text' ? 200 : undefined}
          className={className}
          value={shown[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="block-heading"
      className="mt-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="block-heading" className="text-base font-semibold">
        Block a time (Nepal time)
      </h2>
      <p className="text-sm text-ink-muted">Nobody can book a meeting that overlaps it.</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {input('date', 'Date', 'date', 'w-44')}
        {input('start', 'From', 'time', 'w-32')}
        {input('end', 'To', 'time', 'w-32')}
        {input('note', 'Reason (optional)', 'text', 'w-64 max-w-full')}
      </div>
      <FormStatus tone={save.isError ? 'error' : 'success'} className="my-2 text-sm">
        {save.isError ? `Not blocked: ${save.error.message}` : save.isSuccess ? 'Blocked.' : ''}
      </FormStatus>
      <SubmitButton busy={save.isPending}>Block this time</SubmitButton>
    </form>
  );
}
