import type { FastifyInstance } from 'fastify';
import type { Actor, AuditLog } from '../staff/audit-log';
import { notFound } from '../staff/staff-api-error';

type IdParams = { Params: { id: string } };

/** A kind of content item as its editor's API lists, adds, changes and deletes it. */
export interface EditedKind<Item extends { id: string }, View> {
  /** Where its routes live in the staff API (`/content/events`). */
  path: string;
  /** What the audit log and a 404 call one (`event`). */
  noun: string;
  /** Its owner: every item, one by id, and deleting some. */
  store: { get(id: string): Item | undefined; all(): Item[]; delete(ids: string[]): unknown };
  /** Creates (no id) or changes an item from a request's body, checked first. */
  save(id: string | undefined, body: unknown, actor: Actor): Item | Promise<Item>;
  view(item: Item): View;
  /** What names the item in the audit log (its title). */
  detail(item: Item): string;
  /** The audit log's word for a change, when it depends on the item. */
  changed?(item: Item): string;
  /** The list's answer besides its items. */
  listExtra?: () => object;
  /** The editor reads one item alone: `GET <path>/:id`. */
  readOne?: boolean;
  /** The kind ships samples: `POST <path>/delete-samples` removes them (undoably), answering how many. */
  removeSamples?(actor: Actor): number;
}

/**
 * The routes every content kind's editor answers alike, each write audited: `GET path`, `POST path`,
 * `PUT path/:id`, `DELETE path/:id` and, when the kind has them, `GET path/:id` and
 * `POST path/delete-samples`. Returns the kind's lookup that answers 404 for an unknown id, for
 * the kind's own routes.
 */
export function registerItemRoutes<Item extends { id: string }, View>(
  app: FastifyInstance,
  audit: AuditLog,
  kind: EditedKind<Item, View>,
) {
  const { path, noun, store } = kind;
  const find = (id: string) => {
    const item = store.get(id);
    if (!item) throw notFound(`No such ${noun}`);
    return item;
  };
  const write = (actor: Actor, action: string, item: Item) =>
    audit.write(actor, { action, recordId: item.id, detail: kind.detail(item) });

  app.get(path, async () => ({ items: store.all().map(kind.view), ...kind.listExtra?.() }));

  if (kind.readOne) app.get<IdParams>(`${path}/:id`, async (request) => kind.view(find(request.params.id)));

  app.post(path, async (request, reply) => {
    const item = await kind.save(undefined, request.body, request.staff.actor);
    write(request.staff.actor, `added ${noun}`, item);
    return reply.code(201).send(kind.view(item));
  });

  app.put<IdParams>(`${path}/:id`, async (request) => {
    find(request.params.id);
    const item = await kind.save(request.params.id, request.body, request.staff.actor);
    write(request.staff.actor, kind.changed?.(item) ?? `changed ${noun}`, item);
    return kind.view(item);
  });

  app.delete<IdParams>(`${path}/:id`, async (request, reply) => {
    const item = find(request.params.id);
    await store.delete([item.id]);
    write(request.staff.actor, `deleted ${noun}`, item);
    return reply.code(204).send();
  });

  const { removeSamples } = kind;
  if (removeSamples)
    app.post(`${path}/delete-samples`, async (request) => ({ deleted: removeSamples(request.staff.actor) }));

  return find;
}
