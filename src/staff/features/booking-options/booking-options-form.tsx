import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bookingOptionsSchema, type BookingOptions } from '@schemas/booking-options';
import { meetingPurposeNe } from '@schemas/meeting-purposes-ne';
import { meetingGateways, meetingPurposes } from '@schemas/options';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import type { ApiError } from '@/lib/api-error';
import { bookingOptionsKey, saveBookingOptions } from './booking-options-api';
import { OwnPurposeRow, type OwnPurposeDraft } from './own-purpose-row';

type Errors = Record<string, string>;

/** Each problem under the control it is about: `own-purpose-<key>-en`, `spec-purposes`, `gateways`. */
function problems(options: BookingOptions, own: OwnPurposeDraft[]): Errors {
  const parsed = bookingOptionsSchema.safeParse(options);
  const found: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [list, index, name] = issue.path;
    const id =
      list === 'ownPurposes' && typeof index === 'number'
        ? `own-purpose-${own[index].key}-${String(name ?? 'en')}`
        : list === 'gateways'
          ? 'gateways'
          : 'spec-purposes';
    found[id] ??= issue.message;
  }
  return found;
}

const fieldsetClass = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** The booking options as admins edit them: the spec's purposes offered or hidden, the company's own, the gateways. */
export function BookingOptionsForm({ initial }: { initial: BookingOptions }) {
  const queryClient = useQueryClient();
  const nextKey = useRef(0);
  const withKeys = (options: BookingOptions) =>
    options.ownPurposes.map((purpose) => ({ ...purpose, key: nextKey.current++ }));
  const [hidden, setHidden] = useState<string[]>(initial.hiddenPurposes);
  const [own, setOwn] = useState<OwnPurposeDraft[]>(() => withKeys(initial));
  const [gateways, setGateways] = useState<string[]>(initial.gateways);
  const [errors, setErrors] = useState<Errors>({});
  const [focusNew, setFocusNew] = useState<number>();
  const save = useMutation<BookingOptions, ApiError, BookingOptions>({
    mutationFn: saveBookingOptions,
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingOptionsKey, saved);
      setOwn(withKeys(saved));
    },
  });

  // A purpose just added is typed into at once.
  useEffect(() => {
    if (focusNew !== undefined) document.getElementById(`own-purpose-${focusNew}-en`)?.focus();
  }, [focusNew]);

  const options = (): BookingOptions => ({
    hiddenPurposes: meetingPurposes.filter((purpose) => hidden.includes(purpose)),
    ownPurposes: own.map(({ en, ne, hidden: isHidden }) => ({ en, ne, hidden: isHidden })),
    gateways: meetingGateways.filter((gateway) => gateways.includes(gateway)),
  });
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const move = (index: number, by: -1 | 1) =>
    setOwn((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = options();
    const found = problems(next, own);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first)?.focus();
    save.mutate(bookingOptionsSchema.parse(next));
  }

  const count = Object.keys(errors).length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset
        id="spec-purposes"
        tabIndex={-1}
        aria-describedby={errors['spec-purposes'] ? 'spec-purposes-error' : undefined}
        className={fieldsetClass}
      >
        <legend className="px-1 font-semibold text-ink">Purposes of meeting: the standard list</legend>
        <p className="text-sm text-ink-muted">
          Always listed first and never removed (the hosted table knows them); untick one to hide it from the form.
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {meetingPurposes.map((purpose) => (
            <li key={purpose}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0"
                  checked={!hidden.includes(purpose)}
                  onChange={(event) => setHidden((current) => toggle(current, purpose, !event.target.checked))}
                />
                <span>
                  {purpose}{' '}
                  <span lang="ne" className="text-ink-muted">
                    ({meetingPurposeNe[purpose]})
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors['spec-purposes'] && (
          <p id="spec-purposes-error" className="text-sm font-semibold text-red-700">
            {errors['spec-purposes']}
          </p>
        )}
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className="px-1 font-semibold text-ink">Purposes of meeting: the company&apos;s own</legend>
        <p className="text-sm text-ink-muted">
          Listed after the standard ones, in this order. The English name is what a booking stores: renaming one leaves
          the meetings already booked with the old name as they are.
        </p>
        {own.length > 0 && (
          <ol className="flex flex-col gap-3">
            {own.map((purpose, index) => (
              <OwnPurposeRow
                key={purpose.key}
                purpose={purpose}
                number={meetingPurposes.length + index + 1}
                errors={{
                  en: errors[`own-purpose-${purpose.key}-en`],
                  ne: errors[`own-purpose-${purpose.key}-ne`],
                }}
                first={index === 0}
                last={index === own.length - 1}
                onChange={(next) => setOwn((current) => current.map((item) => (item.key === next.key ? next : item)))}
                onMove={(by) => move(index, by)}
                onRemove={() => setOwn((current) => current.filter((item) => item.key !== purpose.key))}
              />
            ))}
          </ol>
        )}
        <div>
          <Button
            variant="outline"
            onClick={() => {
              const key = nextKey.current++;
              setOwn((current) => [...current, { key, en: '', ne: '', hidden: false }]);
              setFocusNew(key);
            }}
          >
            Add a purpose
          </Button>
        </div>
      </fieldset>

      <fieldset
        id="gateways"
        tabIndex={-1}
        aria-describedby={errors.gateways ? 'gateways-error' : undefined}
        className={fieldsetClass}
      >
        <legend className="px-1 font-semibold text-ink">Meeting gateways offered</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {meetingGateways.map((gateway) => (
            <label key={gateway} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={gateways.includes(gateway)}
                onChange={(event) => setGateways((current) => toggle(current, gateway, event.target.checked))}
              />
              {gateway}
            </label>
          ))}
        </div>
        {errors.gateways && (
          <p id="gateways-error" className="text-sm font-semibold text-red-700">
            {errors.gateways}
          </p>
        )}
      </fieldset>

      <FormStatus tone={count || save.isError ? 'error' : 'success'} className="text-sm">
        {count
          ? `Not saved: ${count === 1 ? 'one answer needs' : `${count} answers need`} a fix (marked above).`
          : save.isError
            ? `Not saved: ${save.error.message}`
            : save.isSuccess
              ? 'Saved. The booking form offers these from the next visit on.'
              : ''}
      </FormStatus>
      <div>
        <SubmitButton busy={save.isPending}>Save booking options</SubmitButton>
      </div>
    </form>
  );
}
