import {
  albumPath,
  eventInput,
  eventStateChange,
  publishProblems,
  type EventInput,
  type EventView,
} from '../../../schemas/gallery-event';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError } from '../../staff/staff-api-error';
import type { Actor } from '../../staff/audit-log';
import type { StaffPlugin } from '../../staff/staff-context';
import { registerItemRoutes } from '../item-routes';
import type { MediaStore } from '../media/media-store';
import type { EventStore, StoredEvent } from './event-store';

type IdParams = { Params: { id: string } };

const view = ({ createdAt: _created, ...event }: StoredEvent): EventView => ({ ...event, url: albumPath(event) });

/** The events editor's API under /staff/api/content/events: save (album and its order in one write), publish, delete. */
export const eventRoutes =
  ({
    events,
    media,
    removeSamples,
  }: {
    events: EventStore;
    media: MediaStore;
    /** Removes the kind's shipped samples as one undoable removal (server/samples/), answering how many. */
    removeSamples: (actor: Actor) => number;
  }): StaffPlugin =>
  async (app, { context }) => {
    const refuseUnpublishable = (input: Pick<EventInput, 'photos'>) => {
      const problems = publishProblems(input);
      if (problems.length) throw new StaffApiError(422, 'INVALID_REQUEST', problems[0]);
    };

    const find = registerItemRoutes(app, context.audit, {
      path: '/content/events',
      noun: 'event',
      store: events,
      save(id, body) {
        const input = parseInput(eventInput, body);
        input.photos.forEach(({ picture }, i) => {
          if ('media' in picture && !media.get(picture.media.id))
            throw new StaffApiError(422, 'INVALID_REQUEST', `photos.${i}: upload photo ${i + 1} again`);
        });
        if (input.photos.length && input.cover >= input.photos.length)
          throw new StaffApiError(422, 'INVALID_REQUEST', 'cover: choose one of the album’s photos as the cover');
        // A published album stays publishable: every photo keeps its alt text.
        if (id && events.get(id)?.state === 'published') refuseUnpublishable(input);
        return events.save(id, input);
      },
      view,
      detail: (event) => event.title,
      removeSamples,
      readOne: true,
    });

    app.post<IdParams>('/content/events/:id/state', async (request) => {
      const { action } = parseInput(eventStateChange, request.body);
      const current = find(request.params.id);
      if (action === 'publish') refuseUnpublishable(current);
      const event = events.setState(current.id, action === 'publish' ? 'published' : 'draft')!;
      context.audit.write(request.staff.actor, {
        action: `${action}ed event`,
        recordId: event.id,
        detail: event.title,
      });
      return view(event);
    });
  };
