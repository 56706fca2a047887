import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  teamCreate,
  teamInHostedTableMessage,
  teamOrder,
  teamPatch,
  type TeamMemberView,
  type TeamPhotoAnswer,
} from '../../schemas/staff-api';
import { teamTable } from '../../schemas/team-member';
import { StaffApiError, notFound } from '../staff/staff-api-error';
import { validateFields } from '../tables/incoming-records';
import { tables } from '../../schemas/tables';
import { encodeSquare } from '../content/media/encode-image';
import type { FileStore } from '../files/file-store';
import { parseInput } from '../staff/auth/staff-auth';
import type { StaffPlugin } from '../staff/staff-context';
import { typedDb } from '../storage/typed-db';
import type { RecordStore } from '../tables/record-store';
import type { TeamEntry, TeamMeta } from './team-meta';

type IdParams = { Params: { id: string } };

/** /team shows a photo at 320 × 320 CSS pixels; twice that keeps it sharp on phones. */
export const TEAM_PHOTO_SIZE = 640;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const teamPhotoName = /^[0-9a-f]{32}\.webp$/;

const view = (entry: TeamEntry): TeamMemberView => {
  const { order: _order, ...fields } = entry.fields;
  return { id: entry.id, fields, hidden: entry.hidden, position: entry.position };
};
const notAnImage = () => new StaffApiError(400, 'NOT_AN_IMAGE', 'Choose a JPEG, PNG or WebP photo');

/** With a mirror, the public Team is read from the hosted table: an edit here would show nowhere. */
const teamInHostedTable = () => new StaffApiError(409, 'TEAM_IN_HOSTED_TABLE', teamInHostedTableMessage);

/**
 * The Team editor: add, edit, reorder, hide and remove members; photos resized for /team. When
 * `hostedTeam`, the public Team comes from the hosted table, and every route says so instead.
 */
export const teamEditorRoutes =
  (store: RecordStore, meta: TeamMeta, photos: FileStore, hostedTeam: boolean): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    const tdb = typedDb(context.db);
    if (hostedTeam)
      app.addHook('preHandler', async () => {
        throw teamInHostedTable();
      });
    const find = (id: string) => {
      const entry = meta.all().find((member) => member.id === id);
      if (!entry) throw notFound();
      return entry;
    };
    const check = (fields: Record<string, unknown>) => validateFields(tables[teamTable].schema, fields);

    app.get('/team', async () => ({ items: meta.all().map(view) }));

    app.post('/team', async (request, reply) => {
      const { hidden, ...input } = parseInput(teamCreate, request.body);
      const position = Math.max(0, ...meta.all().map((entry) => entry.position)) + 1;
      const created = tdb.transaction(() => {
        const [record] = store.create(teamTable, [check({ ...stripEmpty(input), order: Math.round(position) })]);
        meta.set(record.id, position, hidden);
        audit.write(request.staff.actor, {
          action: 'added team member',
          table: teamTable,
          recordId: record.id,
          detail: input.Name,
        });
        return record;
      });
      return reply.code(201).send(view(find(created.id)));
    });

    app.patch<IdParams>('/team/:id', async (request) => {
      const { hidden, ...patch } = parseInput(teamPatch, request.body);
      const entry = find(request.params.id);
      const fields = check(stripEmpty({ ...entry.fields, ...patch }));
      tdb.transaction(() => {
        store.update(entry.id, fields);
        meta.set(entry.id, entry.position, hidden ?? entry.hidden);
        const what = [...Object.keys(patch), ...(hidden === undefined ? [] : [hidden ? 'hidden' : 'shown'])];
        audit.write(request.staff.actor, {
          action: 'changed team member',
          table: teamTable,
          recordId: entry.id,
          detail: what.join(', '),
        });
      });
      return view(find(entry.id));
    });

    app.delete<IdParams>('/team/:id', async (request, reply) => {
      const entry = find(request.params.id);
      tdb.transaction(() => {
        store.delete(entry.id);
        audit.write(request.staff.actor, {
          action: 'removed team member',
          table: teamTable,
          recordId: entry.id,
          detail: entry.fields.Name,
        });
      });
      return reply.code(204).send();
    });

    app.put('/team/order', async (request) => {
      const { ids } = parseInput(teamOrder, request.body);
      const entries = meta.all();
      const known = new Set(entries.map((entry) => entry.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'ids: list every team member exactly once');
      const hidden = new Map(entries.map((entry) => [entry.id, entry.hidden]));
      tdb.transaction(() => {
        ids.forEach((id, i) => meta.set(id, i + 1, hidden.get(id) ?? false));
        audit.write(request.staff.actor, { action: 'reordered team', table: teamTable });
      });
      return { items: meta.all().map(view) };
    });

    app.post('/team/photo', async (request, reply): Promise<TeamPhotoAnswer> => {
      const part = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } }).catch(() => undefined);
      if (!part) throw new StaffApiError(400, 'NO_FILE', 'Choose a photo to upload');
      const bytes = await part.toBuffer().catch(() => {
        throw new StaffApiError(413, 'FILE_TOO_LARGE', 'The photo must be at most 10 MB');
      });
      const photo = await encodeSquare(bytes, TEAM_PHOTO_SIZE, ['jpeg', 'png', 'webp']).catch(() => {
        throw notAnImage();
      });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await photos.put(name, photo);
      audit.write(request.staff.actor, { action: 'uploaded team photo', table: teamTable, detail: name });
      reply.code(201);
      return { url: `/team-photos/${name}`, width: TEAM_PHOTO_SIZE, height: TEAM_PHOTO_SIZE };
    });
  };

/** Team photos are public: /team shows them. */
export function registerTeamPhotos(app: FastifyInstance, photos: FileStore) {
  app.get<{ Params: { name: string } }>('/team-photos/:name', async (request, reply) => {
    const photo = teamPhotoName.test(request.params.name) && (await photos.read(request.params.name));
    if (!photo) throw notFound();
    reply.header('Content-Type', 'image/webp').header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(photo);
  });
}

/** Optional text left empty in the editor is left out of the record, as the import does. */
function stripEmpty<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined)) as T;
}
