import { careerOpeningInput, openingOrder } from '../../../schemas/career-opening';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import { registerItemRoutes } from '../item-routes';
import type { OpeningStore } from './opening-store';

/** The openings editor's API under /staff/api/content/openings. */
export const openingRoutes =
  (openings: OpeningStore): StaffPlugin =>
  async (app, { context }) => {
    registerItemRoutes(app, context.audit, {
      path: '/content/openings',
      noun: 'opening',
      store: openings,
      save: (id, body) => openings.save(id, parseInput(careerOpeningInput, body)),
      view: (item) => item,
      detail: (item) => item.title,
      changed: (item) => (item.open ? 'changed opening' : 'changed closed opening'),
    });

    app.put('/content/openings/order', async (request) => {
      const { ids } = parseInput(openingOrder, request.body);
      const known = openings.all().map((item) => item.id);
      if (ids.length !== known.length || ids.some((id) => !known.includes(id)))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'ids: the list changed meanwhile: reload it and order again');
      openings.setOrder(ids);
      context.audit.write(request.staff.actor, { action: 'ordered openings', detail: ids.join(', ') });
      return { items: openings.all() };
    });
  };
