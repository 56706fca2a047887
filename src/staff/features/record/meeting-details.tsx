import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countries } from '@schemas/countries';
import { meetingDurations } from '@schemas/options';
import type { MeetingDecision, RecordSummary } from '@schemas/staff-api';
import { Button, buttonClass } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { flagUrl } from '@/lib/flag-url';
import { formatInstant, meetingTimes } from '../../lib/format-time';
import { countsKey } from '../../lib/counts';
import { recordKey, recordsKey } from '../../lib/query-keys';
import { recordPhone } from '../../lib/record-text';
import { FieldList, remainingRows } from './field-list';
import { PhoneActions } from './phone-actions';
import { decideMeeting, icsUrl } from './record-api';

const shown = [
  'Name',
  'Email',
  'Phone',
  'Country',
  'Preferred date',
  'Preferred Time',
  'Meeting Duration',
  'Meeting Gateway',
  'Organisation Type',
  'Purpose',
  'Additional Notes',
] as const;

function Country({ name }: { name: string }) {
  const code = countries.find((country) => country.name === name)?.code;
  const flag = code && flagUrl(code);
  return (
    <span>
      {flag && (
        <img src={flag} alt="" width={24} height={16} className="mr-2 inline-block h-4 w-6 rounded-sm align-[-2px]" />
      )}
      {name}
    </span>
  );
}

export function MeetingDetails({ record }: { record: RecordSummary }) {
  const queryClient = useQueryClient();
  const { fields } = record;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const when = meetingTimes(fields['Preferred date'], fields['Preferred Time']);
  const duration = meetingDurations.find((option) => option.value === text('Meeting Duration'));
  const phone = recordPhone(record);

  const decide = useMutation<Awaited<ReturnType<typeof decideMeeting>>, ApiError, MeetingDecision>({
    mutationFn: (decision) => decideMeeting(record.id, decision),
    onSuccess: (answer) => {
      queryClient.setQueryData(recordKey(record.table, record.id), answer);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
    },
  });
  const decision = record.decision;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="meeting-time" className="rounded-xl bg-brand-50 p-4">
        <h2 id="meeting-time" className="text-base">
          Requested time
        </h2>
        {when ? (
          <p className="mt-1">
            <span className="block text-lg font-semibold text-brand-900">{when.nepal} (Nepal time)</span>
            {when.local && (
              <span className="block text-ink-muted">
                {when.local} (your time, {when.zone})
              </span>
            )}
          </p>
        ) : (
          <p className="mt-1 text-ink-muted">No valid date and time.</p>
        )}
        <p className="mt-2 text-sm text-ink">
          {duration ? `${duration.minutes} minutes · ${duration.price}` : text('Meeting Duration')}
          {text('Meeting Gateway') && ` · ${text('Meeting Gateway')}`}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            onClick={() => decide.mutate('confirmed')}
            disabled={decide.isPending || decision?.value === 'confirmed'}
          >
            Confirm
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => decide.mutate('declined')}
            disabled={decide.isPending || decision?.value === 'declined'}
          >
            Decline
          </Button>
          <a href={icsUrl(record.id)} download className={buttonClass('ghost', 'sm')}>
            Download .ics
          </a>
        </div>
        <FormStatus tone={decide.isError ? 'error' : 'success'} className="mt-2 text-sm">
          {decide.isError
            ? `Not saved: ${decide.error.message}`
            : decision &&
              `${decision.value === 'confirmed' ? 'Confirmed' : 'Declined'} ${formatInstant(decision.decidedAt)}${
                decision.decidedBy ? ` by ${decision.decidedBy.name}` : ''
              }. The visitor is told by e-mail.`}
        </FormStatus>
      </section>
      <FieldList
        rows={[
          { label: 'Name', value: text('Name') },
          {
            label: 'Email',
            value: text('Email') && (
              <a className="text-brand-700 underline" href={`mailto:${text('Email')}`}>
                {text('Email')}
              </a>
            ),
          },
          { label: 'Phone', value: phone ? <PhoneActions phone={phone} /> : '' },
          { label: 'Country', value: text('Country') && <Country name={text('Country')} /> },
          { label: 'Organisation Type', value: text('Organisation Type') },
          { label: 'Purpose', value: text('Purpose') },
          { label: 'Additional Notes', value: text('Additional Notes') },
          ...remainingRows(fields, shown),
        ]}
      />
    </div>
  );
}
