import {
  albumPath,
  eventInput,
  eventStateChange,
  publishProblems,
  type EventInput,
  type EventView,
} from '../../../schemas/gallery-event';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import type { MediaStore } from '../media/media-store';
import { EventConflict, type EventStore, type StoredEvent } from './event-store';

type IdParams = { Params: { id: string } };

const view = ({ createdAt: _created, ...event }: StoredEvent): EventView => ({ ...event, url: albumPath(event) });

/** The events editor's API under /staff/api/content/events: save (album and its order in one write), publish, delete. */
export const eventRoutes =
  ({ events, media }: { events: EventStore; media: MediaStore }): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    const find = (id: string) =>
      events.get(id) ??
      (() => {
        throw notFound('No such event');
      })();
    const refuseUnpublishable = (input: Pick<EventInput, 'photos'>) => {
      const problems = publishProblems(input);
      if (problems.length) throw new StaffApiError(422, 'INVALID_REQUEST', problems[0]);
    };

    function save(id: string | undefined, body: unknown) {
      const input = parseInput(eventInput, body);
      input.photos.forEach(({ picture }, i) => {
        if ('media' in picture && !media.get(picture.media.id))
          throw new StaffApiError(422, 'INVALID_REQUEST', `photos.${i}: upload photo ${i + 1} again`);
      });
      if (input.photos.length && input.cover >= input.photos.length)
        throw new StaffApiError(422, 'INVALID_REQUEST', 'cover: choose one of the album’s photos as the cover');
      // A published album stays publishable: every photo keeps its alt text.
      if (id && events.get(id)?.state === 'published') refuseUnpublishable(input);
      try {
        return events.save(id, input);
      } catch (error) {
        if (error instanceof EventConflict) throw new StaffApiError(409, 'SLUG_TAKEN', error.message);
        throw error;
      }
    }

    app.get('/content/events', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: events.all().map(view) };
    });

    app.post('/content/events', async (request, reply) => {
      const event = save(undefined, request.body);
      audit.write(request.staff.actor, { action: 'added event', recordId: event.id, detail: event.title });
      return reply.code(201).send(view(event));
    });

    app.get<IdParams>('/content/events/:id', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return view(find(request.params.id));
    });

    app.put<IdParams>('/content/events/:id', async (request) => {
      find(request.params.id);
      const event = save(request.params.id, request.body);
      audit.write(request.staff.actor, { action: 'changed event', recordId: event.id, detail: event.title });
      return view(event);
    });

    app.post<IdParams>('/content/events/:id/state', async (request) => {
      const { action } = parseInput(eventStateChange, request.body);
      const current = find(request.params.id);
      if (action === 'publish') refuseUnpublishable(current);
      const event = events.setState(current.id, action === 'publish' ? 'published' : 'draft')!;
      audit.write(request.staff.actor, { action: `${action}ed event`, recordId: event.id, detail: event.title });
      return view(event);
    });

    app.delete<IdParams>('/content/events/:id', async (request, reply) => {
      const event = find(request.params.id);
      events.delete([event.id]);
      audit.write(request.staff.actor, { action: 'deleted event', recordId: event.id, detail: event.title });
      return reply.code(204).send();
    });

    app.post('/content/events/delete-samples', async (request) => {
      const samples = events.all().filter((event) => event.sample);
      events.delete(samples.map((event) => event.id));
      audit.write(request.staff.actor, { action: 'deleted sample events', detail: String(samples.length) });
      return { deleted: samples.length };
    });
  };
