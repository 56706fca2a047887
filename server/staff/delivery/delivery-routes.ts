import type { FastifyInstance } from 'fastify';
import { tableHealth, type DeliveryAnswer } from '../../../schemas/staff-api';
import { z } from '../../../schemas/zod';
import { Outbox } from '../../relay/outbox';
import { TableError } from '../../tables/table-error';
import type { StaffContext } from '../staff-context';

const relay = { config: { staffMode: 'relay' as const } };
const healthList = z.array(tableHealth).catch([]);

/** Relay mode's back office: how deliveries to the hosted table are going, and a retry per dead letter. */
export function registerDeliveryRoutes(app: FastifyInstance, context: StaffContext) {
  const outbox = new Outbox(context.db);

  app.get('/delivery', relay, async (_request, reply): Promise<DeliveryAnswer> => {
    const counts = outbox.counts();
    reply.header('Cache-Control', 'no-store');
    return {
      pending: counts.pending,
      delivered: counts.delivered,
      dead: outbox
        .list('dead')
        .reverse()
        .map((entry) => ({
          seq: entry.seq,
          table: entry.table,
          recordId: entry.recordId,
          createdTime: entry.createdTime,
          attempts: entry.attempts,
          lastError: entry.lastError,
          fields: entry.fields,
        })),
      tables: healthList.parse(context.options.readTableHealth?.(context.db) ?? []),
      hostedBaseUrl: context.options.hostedBaseUrl ?? null,
    };
  });

  app.post<{ Params: { seq: string } }>('/delivery/:seq/retry', relay, async (request, reply) => {
    // It goes alone, as it failed alone, and at once: the forwarder is woken rather than left to its idle check.
    const { changes } = context.db
      .prepare(
        "UPDATE outbox SET status = 'pending', solo = 1, attempts = 0, next_attempt_at = 0 WHERE seq = ? AND status = 'dead'",
      )
      .run(Number(request.params.seq) || -1);
    if (changes === 0) throw new TableError(404, 'NOT_FOUND', 'That dead letter is not there any more');
    context.audit.write(request.staff.actor, { action: 'retried delivery', detail: `outbox #${request.params.seq}` });
    context.options.onDeliveryRetry?.();
    return reply.code(204).send();
  });
}
