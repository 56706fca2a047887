import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { deliveryKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <p className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', tone)}>
      <span className="block text-3xl font-bold">{value}</span>{' '}
      <span className="block text-sm font-semibold text-ink-muted">{label}</span>
    </p>
  );
}

/** The hosted table mirror's health: whether the copies of the submissions get there. */
export default function DeliveryPage() {
  const queryClient = useQueryClient();
  const delivery = useQuery<DeliveryAnswer, ApiError>({
    queryKey: deliveryKey,
    queryFn: async () => (await staffClient.get<DeliveryAnswer>('/delivery')).data,
    refetchInterval: 15_000,
  });
  const retry = useMutation<unknown, ApiError, number>({
    mutationFn: (seq) => staffClient.post(`/delivery/${seq}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKey }),
  });

  if (delivery.isPending) return <Loading />;
  if (delivery.isError) return <LoadError what="Delivery health" error={delivery.error} />;
  const { pending, delivered, dead, tables } = delivery.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Delivery health" />
      <div className="grid grid-cols-3 gap-3">
        <Figure label="Waiting" value={pending} />
        <Figure label="Delivered" value={delivered} />
        <Figure label="Dead letters" value={dead.length} tone={dead.length ? 'border-red-300 bg-red-50' : undefined} />
      </div>
      {tables.length > 0 && (
        <section aria-labelledby="tables">
          <h2 id="tables" className="text-lg">
            Tables
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {tables.map((table) => (
              <li key={table.table} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <span className="font-semibold">{table.table}</span>:{' '}
                {table.state === 'ok' ? 'delivering' : <strong className="text-red-800">blocked</strong>} since{' '}
                {formatInstant(table.since)}
                {table.lastError && <span className="block break-words text-red-800">{table.lastError}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="dead">
        <h2 id="dead" className="text-lg">
          Dead letters
        </h2>
        {dead.length === 0 ? (
          <p className="mt-2 text-ink-muted">None: every submission reached the hosted table or is on its way.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {dead.map((letter) => (
              <li key={letter.seq} className="rounded-xl border border-red-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {letter.table} · {formatInstant(letter.createdTime)} · {letter.attempts} attempts
                </p>
                <p className="mt-1 break-words text-red-800">{letter.lastError ?? 'No answer recorded'}</p>
                <Button size="sm" className="mt-2" onClick={() => retry.mutate(letter.seq)} disabled={retry.isPending}>
                  Retry
                  <span className="sr-only">
                    {' '}
                    {letter.table} submission {letter.seq}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormStatus tone="error" className="mt-2 text-sm">
          {retry.isError && `Not retried: ${retry.error.message}`}
        </FormStatus>
      </section>
    </div>
  );
}
