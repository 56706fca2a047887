import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeadJob, DeadJobsAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { deadJobsKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';

/** A job's kind as staff read it: `upload-sweep` → 'Upload sweep'. */
const kindName = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll('-', ' ');

/**
 * The background work that failed for good (admins): each job with its last error, and a retry
 * that runs it again at once. Work still being tried again is not here: it is on its way.
 */
export default function BackgroundWorkPage() {
  const queryClient = useQueryClient();
  const jobs = useQuery<DeadJobsAnswer, ApiError>({
    queryKey: deadJobsKey,
    queryFn: async () => (await staffClient.get<DeadJobsAnswer>('/jobs/dead')).data,
    refetchInterval: 30_000,
  });
  const retry = useMutation<unknown, ApiError, DeadJob>({
    mutationFn: (job) => staffClient.post(`/jobs/${job.id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadJobsKey }),
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeading title="Background work" />
      <p className="text-sm">
        Reminders, retention, backups and clean-ups run in the background, and a failed try is tried again later. Work
        whose every try failed waits here until you retry it.
      </p>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadError what="The background work" error={jobs.error} />
      ) : jobs.data.dead.length === 0 ? (
        <p className="text-ink-muted">Nothing has failed: all background work ran or is waiting for its turn.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {jobs.data.dead.map((job) => (
            <li key={job.id} className="rounded-xl border border-red-200 bg-white p-3 text-sm">
              <p className="font-semibold">
                {kindName(job.kind)} · failed {job.attempts} {job.attempts === 1 ? 'time' : 'times'}, last at{' '}
                <time dateTime={job.diedAt}>{formatInstant(job.diedAt)}</time>
              </p>
              <p className="mt-1 break-words text-red-800">{job.lastError ?? 'No error recorded'}</p>
              <Button size="sm" className="mt-2" onClick={() => retry.mutate(job)} disabled={retry.isPending}>
                Retry
                <span className="sr-only">
                  {' '}
                  {kindName(job.kind)} job {job.id}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus tone={retry.isError ? 'error' : 'success'} className="text-sm">
        {retry.isError
          ? `Not retried: ${retry.error.message}`
          : retry.isSuccess && `${kindName(retry.variables.kind)} runs again now.`}
      </FormStatus>
    </div>
  );
}
