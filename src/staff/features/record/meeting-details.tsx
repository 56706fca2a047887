import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countries } from '@schemas/countries';
import { priceText } from '@schemas/meeting-price-text';
import { meetingDurations } from '@schemas/options';
import type { DecisionRequest, MeetingDecision, MeetingLifeView, RecordSummary } from '@schemas/staff-api';
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
import { ConfirmMeetingDialog, DeclineMeetingDialog } from './meeting-decision-dialogs';
import { MeetingPaymentPanel, meetingPaymentKey, useMeetingPayment } from './meeting-payment-panel';
import { decideMeeting, icsUrl, markPaid } from './record-api';

/** What the record view says after a decision (the list's state labels are the list's own). */
const decidedText: Record<MeetingDecision, string> = {
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled by the visitor',
  rescheduled: 'Moved by the visitor (confirm the new time)',
  done: 'Marked done',
  'no-show': 'Marked no-show',
};

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

export function MeetingDetails({ record, life }: { record: RecordSummary; life?: MeetingLifeView }) {
  const queryClient = useQueryClient();
  const { fields } = record;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const when = meetingTimes(fields['Preferred date'], fields['Preferred Time']);
  const duration = meetingDurations.find((option) => option.value === text('Meeting Duration'));
  const priced = duration !== undefined && duration.price !== 'Free';
  // What the visitor was asked to pay, as they read it: NPR as staff priced it when booked, never the option's USD.
  const owed = useMeetingPayment(record.id, priced).data;
  const price = priced ? owed && owed.owed !== null && priceText({ paisa: owed.owed, usd: owed.usd }, 'en') : 'Free';
  const phone = recordPhone(record);

  const [dialog, setDialog] = useState<'confirm' | 'decline' | null>(null);
  const decide = useMutation<Awaited<ReturnType<typeof decideMeeting>>, ApiError, DecisionRequest>({
    mutationFn: (request) => decideMeeting(record.id, request),
    onSuccess: (answer) => {
      setDialog(null);
      queryClient.setQueryData(recordKey(record.table, record.id), answer);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
      void queryClient.invalidateQueries({ queryKey: meetingPaymentKey(record.id) });
    },
  });
  const decision = record.decision;
  const paid = useMutation<MeetingLifeView, ApiError, boolean>({
    mutationFn: (value) => markPaid(record.id, value),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recordKey(record.table, record.id) }),
  });
  const closed = decision?.value === 'declined' || decision?.value === 'cancelled';
  const started = when ? new Date(when.iso).getTime() <= Date.now() : false;
  const open = (which: 'confirm' | 'decline') => {
    decide.reset();
    setDialog(which);
  };

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
          {duration ? [`${duration.minutes} minutes`, price].filter(Boolean).join(' · ') : text('Meeting Duration')}
          {text('Meeting Gateway') && ` · ${text('Meeting Gateway')}`}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => open('confirm')} disabled={decide.isPending || closed || started}>
            {decision?.value === 'confirmed' ? 'Change join link' : 'Confirm'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => open('decline')}
            disabled={decide.isPending || closed || started}
          >
            Decline
          </Button>
          {started && !closed && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => decide.mutate({ decision: 'done' })}
                disabled={decide.isPending || decision?.value === 'done'}
              >
                Done
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => decide.mutate({ decision: 'no-show' })}
                disabled={decide.isPending || decision?.value === 'no-show'}
              >
                No-show
              </Button>
            </>
          )}
          <a href={icsUrl(record.id)} download className={buttonClass('ghost', 'sm')}>
            Download .ics
          </a>
        </div>
        <FormStatus tone={decide.isError && !dialog ? 'error' : 'success'} className="mt-2 text-sm">
          {decide.isError && !dialog
            ? `Not saved: ${decide.error.message}`
            : decision &&
              `${decidedText[decision.value]} ${formatInstant(decision.decidedAt)}${
                decision.decidedBy ? ` by ${decision.decidedBy.name}` : ''
              }.${decision.value === 'done' || decision.value === 'no-show' ? '' : ' The visitor is told by e-mail.'}`}
        </FormStatus>
        {priced && life && (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span className={life.paid ? 'font-semibold text-green-800' : 'text-ink'}>
              {life.paid
                ? `Paid${price ? ` (${price})` : ''}, marked ${formatInstant(life.paid.at)}${life.paid.by ? ` by ${life.paid.by}` : ''}.`
                : `Not marked paid${price ? ` (${price})` : ''}.`}
            </span>
            <Button size="sm" variant="outline" onClick={() => paid.mutate(!life.paid)} disabled={paid.isPending}>
              {life.paid ? 'Undo paid' : 'Mark paid'}
            </Button>
            {paid.isError && <span className="text-red-700">Not saved: {paid.error.message}</span>}
          </div>
        )}
        {priced && <MeetingPaymentPanel recordId={record.id} />}
        {life?.joinUrl && decision?.value === 'confirmed' && (
          <p className="mt-2 break-all text-sm">
            Join link:{' '}
            <a className="text-brand-700 underline" href={life.joinUrl} target="_blank" rel="noopener noreferrer">
              {life.joinUrl}
            </a>
          </p>
        )}
        {decision?.value === 'declined' && life && (life.declineReason || life.offers.length > 0) && (
          <div className="mt-2 text-sm">
            {life.declineReason && <p>Reason given: {life.declineReason}</p>}
            {life.offers.length > 0 && (
              <p>Offered instead: {life.offers.map((start) => formatInstant(start, 'Asia/Kathmandu')).join('; ')}</p>
            )}
          </div>
        )}
        <ConfirmMeetingDialog
          key={`confirm-${dialog === 'confirm'}`}
          open={dialog === 'confirm'}
          onClose={() => setDialog(null)}
          busy={decide.isPending}
          error={decide.isError ? `Not confirmed: ${decide.error.message}` : undefined}
          gateway={text('Meeting Gateway')}
          initialLink={life?.joinUrl ?? ''}
          onConfirm={(joinUrl) => decide.mutate({ decision: 'confirmed', joinUrl: joinUrl || undefined })}
        />
        <DeclineMeetingDialog
          key={`decline-${dialog === 'decline'}`}
          open={dialog === 'decline'}
          onClose={() => setDialog(null)}
          busy={decide.isPending}
          error={decide.isError ? `Not declined: ${decide.error.message}` : undefined}
          minutes={duration?.minutes ?? 15}
          from={text('Preferred date')}
          onDecline={(reason, offers) => decide.mutate({ decision: 'declined', reason: reason || undefined, offers })}
        />
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
