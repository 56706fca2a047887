import type { FastifyInstance } from 'fastify';
import type { DeliveryAnswer } from '../../../schemas/staff-api';
import { notFound } from '../staff-api-error';
import type { StaffContext } from '../staff-context';

const relay = { config: { staffMode: 'relay' as const } };

/** Relay mode's back office: how deliveries to the hosted table are going, and a retry per dead letter. */
export function registerDeliveryRoutes(app: FastifyInstance, context: StaffContext) {
  // The gate lets these routes through in relay mode only, where app.ts passes the relay's delivery.
  const delivery = () => context.options.delivery!;

  app.get('/delivery', relay, async (_request, reply): Promise<DeliveryAnswer> => {
    const relayed = delivery();
    const { pending, delivered } = relayed.counts();
    reply.header('Cache-Control', 'no-store');
    return { pending, delivered, dead: relayed.deadLetters(), tables: relayed.tableHealth() };
  });

  app.post<{ Params: { seq: string } }>('/delivery/:seq/retry', relay, async (request, reply) => {
    if (!delivery().retry(Number(request.params.seq) || -1)) throw notFound('That dead letter is not there any more');
    context.audit.write(request.staff.actor, { action: 'retried delivery', detail: `outbox #${request.params.seq}` });
    // At once: the forwarder is woken rather than left to its idle check.
    delivery().nudge();
    return reply.code(204).send();
  });
}
