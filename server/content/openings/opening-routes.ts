import { careerOpeningInput, openingOrder } from '../../../schemas/career-opening';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import type { OpeningStore } from './opening-store';

type IdParams = { Params: { id: string } };

/** The openings editor's API under /staff/api/content/openings. */
export const openingRoutes =
  (openings: OpeningStore): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    const find = (id: string) =>
      openings.get(id) ??
      (() => {
        throw notFound('No such opening');
      })();
    const list = () => ({ items: openings.all() });

    app.get('/content/openings', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return list();
    });

    app.post('/content/openings', async (request, reply) => {
      const item = openings.save(undefined, parseInput(careerOpeningInput, request.body));
      audit.write(request.staff.actor, { action: 'added opening', recordId: item.id, detail: item.title });
      return reply.code(201).send(item);
    });

    app.put<IdParams>('/content/openings/:id', async (request) => {
      find(request.params.id);
      const item = openings.save(request.params.id, parseInput(careerOpeningInput, request.body));
      audit.write(request.staff.actor, {
        action: item.open ? 'changed opening' : 'changed closed opening',
        recordId: item.id,
        detail: item.title,
      });
      return item;
    });

    app.delete<IdParams>('/content/openings/:id', async (request, reply) => {
      const item = find(request.params.id);
      openings.delete(item.id);
      audit.write(request.staff.actor, { action: 'deleted opening', recordId: item.id, detail: item.title });
      return reply.code(204).send();
    });

    app.put('/content/openings/order', async (request) => {
      const { ids } = parseInput(openingOrder, request.body);
      const known = openings.all().map((item) => item.id);
      if (ids.length !== known.length || ids.some((id) => !known.includes(id)))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'ids: the list changed meanwhile: reload it and order again');
      openings.setOrder(ids);
      audit.write(request.staff.actor, { action: 'ordered openings', detail: ids.join(', ') });
      return list();
    });
  };
