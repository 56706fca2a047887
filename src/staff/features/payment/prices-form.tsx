import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { paidMinutes, type MeetingPrices } from '@schemas/payment-staff-api';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { staffClient } from '../../lib/staff-client';

type Minutes = keyof MeetingPrices;

const pricesKey = ['meeting-prices'] as const;

/** The paid durations' prices staff set (the Payment page's form, and its instructions' note). */
export const useMeetingPrices = () =>
  useQuery<MeetingPrices, ApiError>({
    queryKey: pricesKey,
    queryFn: async () => (await staffClient.get<MeetingPrices>('/meeting-prices')).data,
  });
/** What the admin types: NPR with up to two decimals, and an optional USD figure. */
type Typed = Record<Minutes, { npr: string; usd: string }>;

const typedOf = (prices: MeetingPrices): Typed =>
  Object.fromEntries(
    paidMinutes.map((minutes) => {
      const price = prices[String(minutes) as Minutes];
      return [minutes, { npr: String(price.paisa / 100), usd: price.usd === null ? '' : String(price.usd) }];
    }),
  ) as Typed;

/** The typed figures as the API takes them (paisa, a number or null); the gateway checks the limits. */
const pricesOf = (typed: Typed): MeetingPrices =>
  Object.fromEntries(
    paidMinutes.map((minutes) => {
      const { npr, usd } = typed[String(minutes) as Minutes];
      return [minutes, { paisa: Math.round(Number(npr) * 100), usd: usd.trim() ? Number(usd) : null }];
    }),
  ) as MeetingPrices;

function Prices({ initial }: { initial: MeetingPrices }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(() => typedOf(initial));
  const save = useMutation<MeetingPrices, ApiError, MeetingPrices>({
    mutationFn: async (next) => (await staffClient.put<MeetingPrices>('/meeting-prices', next)).data,
    onSuccess: (saved) => queryClient.setQueryData(pricesKey, saved),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(pricesOf(typed));
  };
  const set = (minutes: Minutes, change: Partial<Typed[Minutes]>) =>
    setTyped({ ...typed, [minutes]: { ...typed[minutes], ...change } });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-ink-muted">
        What a paid meeting costs, in Nepali rupees: what Khalti and eSewa ask the visitor for. A meeting keeps the
        price it was booked at. The US dollar figure is only shown beside it, for visitors abroad.
      </p>
      {paidMinutes.map((minutes) => {
        const key = String(minutes) as Minutes;
        return (
          <div key={key} className="grid gap-3 sm:grid-cols-2">
            <Field id={`price-${key}-npr`} label={`${minutes} minutes, NPR`}>
              {(control) => (
                <TextInput
                  {...control}
                  inputMode="decimal"
                  value={typed[key].npr}
                  onChange={(event) => set(key, { npr: event.target.value })}
                />
              )}
            </Field>
            <Field id={`price-${key}-usd`} label={`${minutes} minutes, USD shown beside (optional)`}>
              {(control) => (
                <TextInput
                  {...control}
                  inputMode="decimal"
                  value={typed[key].usd}
                  onChange={(event) => set(key, { usd: event.target.value })}
                />
              )}
            </Field>
          </div>
        );
      })}
      <FormStatus tone={save.isError ? 'error' : 'success'} className="text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
      </FormStatus>
      <div>
        <SubmitButton busy={save.isPending}>Save prices</SubmitButton>
      </div>
    </form>
  );
}

/** Admins: each paid duration's price in NPR (with a USD figure shown beside it). */
export function PricesForm() {
  const current = useMeetingPrices();
  if (current.isPending) return <Loading />;
  if (current.isError) return <LoadError what="The prices" error={current.error} />;
  return <Prices initial={current.data} />;
}
