import type { DeadJobsAnswer } from '../../../schemas/staff-api';
import { adminsOnly } from '../auth/staff-auth';
import { notFound } from '../staff-api-error';
import type { StaffPlugin } from '../staff-context';
import type { JobRunner } from '../../jobs/job-runner';

/** The back office's view of background jobs that failed for good (admins), and a retry for each. */
export const jobRoutes =
  (jobs: JobRunner): StaffPlugin =>
  async (app, { context }) => {
    app.get('/jobs/dead', adminsOnly, async (): Promise<DeadJobsAnswer> => ({ dead: jobs.deadLetters() }));

    app.post<{ Params: { id: string } }>('/jobs/:id/retry', adminsOnly, async (request, reply) => {
      const kind = jobs.retry(Number(request.params.id) || -1);
      if (!kind) throw notFound('That dead letter is not there any more');
      context.audit.write(request.staff.actor, {
        action: 'retried job',
        detail: `job #${request.params.id} (${kind})`,
      });
      return reply.code(204).send();
    });
  };
