import type { FastifyInstance } from 'fastify';
import type { DeliveryAnswer } from '../../../schemas/staff-api';
import { StaffApiError, notFound } from '../staff-api-error';
import type { StaffContext } from '../staff-context';

/** The hosted table mirror's health in the back office: how its copies are getting there, and a retry per dead letter. */
export function registerDeliveryRoutes(app: FastifyInstance, context: StaffContext) {
  const delivery = () => {
    if (!context.options.delivery)
      throw new StaffApiError(
        404,
        'NO_MIRROR',
        'No hosted table mirrors the submissions (UPSTREAM_TABLE_URL is not set)',
      );
    return context.options.delivery;
  };

  app.get('/delivery', async (): Promise<DeliveryAnswer> => {
    const mirror = delivery();
    const { pending, delivered } = mirror.counts();
    return { pending, delivered, dead: mirror.deadLetters(), tables: mirror.tableHealth() };
  });

  app.post<{ Params: { seq: string } }>('/delivery/:seq/retry', async (request, reply) => {
    const mirror = delivery();
    if (!mirror.retry(Number(request.params.seq) || -1)) throw notFound('That dead letter is not there any more');
    context.audit.write(request.staff.actor, { action: 'retried delivery', detail: `outbox #${request.params.seq}` });
    // At once: the forwarder is woken rather than left to its idle check.
    mirror.nudge();
    return reply.code(204).send();
  });
}
