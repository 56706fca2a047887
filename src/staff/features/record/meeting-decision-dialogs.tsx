import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { joinLinkExample, joinLinkProblem, needsJoinLink } from '@schemas/join-link';
import { nepalToday } from '@schemas/nepal-time';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { formatInstant } from '../../lib/format-time';
import { fetchFreeSlots } from './record-api';

interface DecisionDialogProps {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  /** The server's refusal, shown in the dialog (the dialog stays open with what was typed). */
  error?: string;
}

/** Confirm asks for the join link of the visitor's gateway; checked here as the gateway will check it. */
/** The dialogs' last lines: what went wrong, Cancel, and the one button that sends. */
function DialogActions(props: { error?: string; busy: boolean; onClose: () => void; submit: string }) {
  return (
    <>
      <FormStatus tone="error" className="text-sm">
        {props.error}
      </FormStatus>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={props.onClose}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={props.busy}>
          {props.submit}
        </Button>
      </div>
    </>
  );
}

export function ConfirmMeetingDialog({
  gateway,
  initialLink,
  onConfirm,
  ...props
}: DecisionDialogProps & { gateway: string; initialLink: string; onConfirm: (joinUrl: string) => void }) {
  const [link, setLink] = useState(initialLink);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = joinLinkProblem(gateway, link);
    setProblem(found);
    if (!found) onConfirm(link.trim());
  };
  const example = joinLinkExample(gateway);
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Confirm this meeting" closeLabel="Close">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-ink-muted">
          The visitor gets the confirmation by e-mail, with the link in the message and in the calendar invitation.
        </p>
        <Field
          id="join-link"
          label={needsJoinLink(gateway) ? `${gateway} join link` : 'Join link (optional)'}
          required={needsJoinLink(gateway)}
          error={problem}
          hint={example && `Like ${example}`}
        >
          {(control) => (
            <TextInput
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
          )}
        </Field>
        <DialogActions
          error={props.error}
          busy={props.busy}
          onClose={props.onClose}
          submit="Confirm and e-mail the visitor"
        />
      </form>
    </Dialog>
  );
}

const MAX_OFFERS = 3;

/** Decline asks for a reason and may offer up to three free times, each a one-click link in the visitor's e-mail. */
/** The free starts grouped by their Nepal date, on the hour and half hour (enough to choose from). */
function byNepalDate(starts: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const start of starts) {
    const nepal = new Date(new Date(start).getTime() + 345 * 60_000).toISOString();
    if (!nepal.slice(14, 16).match(/^(00|30)$/)) continue;
    const date = nepal.slice(0, 10);
    groups.set(date, [...(groups.get(date) ?? []), start]);
  }
  return [...groups];
}

const nepalDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const nepalClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', minute: '2-digit' });

export function DeclineMeetingDialog({
  minutes,
  from,
  onDecline,
  ...props
}: DecisionDialogProps & {
  minutes: number;
  /** The first Nepal date to offer: the requested date, or today when that has passed. */
  from: string;
  onDecline: (reason: string, offers: string[]) => void;
}) {
  const [reason, setReason] = useState('');
  const [offers, setOffers] = useState<string[]>([]);
  const free = useQuery({
    queryKey: ['free-slots', minutes, from],
    queryFn: () => fetchFreeSlots(from > nepalToday() ? from : nepalToday(), 14, minutes),
    enabled: props.open,
    staleTime: 0,
  });
  const toggle = (start: string) =>
    setOffers((chosen) =>
      chosen.includes(start)
        ? chosen.filter((item) => item !== start)
        : chosen.length < MAX_OFFERS
          ? [...chosen, start]
          : chosen,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason.trim(), offers);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Decline this meeting" closeLabel="Close">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field
          id="decline-reason"
          label="Reason (the visitor reads it)"
          hint="For example: our consultant is travelling that day."
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">
            Offer other free times (up to {MAX_OFFERS}, optional)
          </legend>
          {free.isPending && <p className="text-sm text-ink-muted">Loading free times…</p>}
          {free.isError && (
            <p className="text-sm text-red-700">Could not load the free times; you can still decline.</p>
          )}
          {free.data && (
            <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {byNepalDate(free.data).map(([date, starts]) => (
                <div key={date} role="group" aria-label={nepalDay.format(new Date(starts[0]))} className="mb-2">
                  <p className="px-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                    {nepalDay.format(new Date(starts[0]))} (Nepal time)
                  </p>
                  <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
                    {starts.map((start) => {
                      const checked = offers.includes(start);
                      return (
                        <li key={start}>
                          <label className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-brand-50">
                            <input
                              type="checkbox"
                              className="h-5 w-5 accent-brand-700"
                              aria-label={formatInstant(start, 'Asia/Kathmandu')}
                              checked={checked}
                              disabled={!checked && offers.length >= MAX_OFFERS}
                              onChange={() => toggle(start)}
                            />
                            {nepalClock.format(new Date(start))}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
          )}
          <p className="text-sm text-ink-muted" aria-live="polite">
            {offers.length} of {MAX_OFFERS} chosen
          </p>
        </fieldset>
        <DialogActions
          error={props.error}
          busy={props.busy}
          onClose={props.onClose}
          submit="Decline and e-mail the visitor"
        />
      </form>
    </Dialog>
  );
}
