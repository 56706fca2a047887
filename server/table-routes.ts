import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentFields, careerTable } from '../schemas/career-application';
import { TOO_MANY_MEETINGS } from '../schemas/book-form-answer';
import { meetingTable } from '../schemas/meeting';
import { tables } from '../schemas/tables';
import type { z } from 'zod';
import type { StaffAccessChecker } from './staff-token';
import { StorageError } from './errors/storage-error';
import { BookingLimitError } from './errors/booking-limit-error';
import { SlotTakenError } from './errors/slot-taken-error';
import { TableError, authenticationRequired, notPermitted } from './tables/table-error';
import { readListQuery } from './tables/list-query';
import { newRecordId, type Fields, type StoredRecord, type TableBackend } from './tables/record-store';
import {
  FieldError,
  MAX_RECORDS_PER_REQUEST,
  readCreateBody,
  readUpsertBody,
  screenHoneypot,
  validateFields,
} from './tables/incoming-records';
import { addressKey } from './http/address-key';
import type { MeetingPayment } from '../schemas/meeting-payment';
import type { MeetingCommands } from './meetings/meeting-commands';
import type { PageLanguage } from './meetings/manage-page';

export interface TableRoutesOptions {
  baseId: string;
  backend: TableBackend;
  /** A Meeting is booked by the meetings domain, with its slot, its limit and its e-mails. */
  meetings: MeetingCommands;
  /** The Meeting record's schema with the purposes and gateways offered now (server/meetings/booking-options-store.ts). */
  meetingSchema: () => z.ZodObject;
  staffAccess: StaffAccessChecker;
  /** Fields accepted beside the schema's on submission tables (the upsert key, SUBMISSION_ID_FIELD). */
  extraFields: readonly string[];
  /** Whether an attachment `{url, filename}` is one this gateway's upload answer gave out. */
  attachmentIssued: (url: string, filename: string) => boolean;
  /** A paid meeting's payment (amount, pay links), carried beside the booked record as `payment`; undefined: none. */
  meetingPayment?: (record: StoredRecord) => MeetingPayment | undefined;
}

interface TableParams {
  base: string;
  table: string;
}

/**
 * The language of the page a form was sent from, as the site's api layer says it in
 * `Content-Language` (a CORS-safelisted header, so the hosted table service accepts it too): a
 * booking made on /ne/book gets its e-mails in Nepali, and the record's spec fields stay as they are.
 */
const pageLanguageOf = (header: string | string[] | undefined): PageLanguage =>
  typeof header === 'string' && /^ne\b/i.test(header.trim()) ? 'ne' : 'en';

const answer = (single: boolean, records: StoredRecord[]) => (single ? records[0] : { records });

/** A bot gets what a person would get, and nothing is stored. */
const fakeRecords = (fieldsList: Fields[]): StoredRecord[] =>
  fieldsList.map((fields) => ({ id: newRecordId(), createdTime: new Date().toISOString(), fields }));

/** A refused write and refused fields answer in the table service's shape; the rest goes on to the gateway's handler. */
function tableErrors(error: Error): never {
  if (error instanceof StorageError)
    throw new TableError(503, 'SERVICE_UNAVAILABLE', error.message, { cause: error.cause });
  if (error instanceof FieldError) throw new TableError(422, error.type, error.message);
  // Nothing was stored: the record's transaction rolled back with the refused slot.
  if (error instanceof SlotTakenError) throw new TableError(409, 'SLOT_NOT_AVAILABLE', error.message);
  if (error instanceof BookingLimitError) throw new TableError(429, TOO_MANY_MEETINGS, error.message);
  throw error;
}

/** The table service's create, list and upsert on the known base and tables only, in their own error scope. */
export async function registerTableRoutes(parent: FastifyInstance, options: TableRoutesOptions) {
  await parent.register(async (app) => {
    app.setErrorHandler(tableErrors);
    tableRoutes(app, options);
  });
}

function tableRoutes(app: FastifyInstance, options: TableRoutesOptions) {
  const { baseId, backend, staffAccess } = options;

  function resolveTable(request: FastifyRequest<{ Params: TableParams }>) {
    const { base, table } = request.params;
    if (base !== baseId) throw new TableError(404, 'NOT_FOUND', 'Could not find what you are looking for');
    const entry = Object.hasOwn(tables, table) ? tables[table] : undefined;
    if (!entry)
      throw new TableError(404, 'TABLE_NOT_FOUND', `Could not find table ${table} in the application ${base}`);
    return { table, ...entry };
  }

  function requireStaff(request: FastifyRequest) {
    const access = staffAccess(request.headers.authorization);
    if (access === 'anonymous') throw authenticationRequired();
    if (access === 'wrong-token') throw notPermitted();
  }

  function validate(table: ReturnType<typeof resolveTable>, fieldsList: Fields[]) {
    const extras = table.access === 'submission' ? options.extraFields : [];
    const schema = table.table === meetingTable ? options.meetingSchema() : table.schema;
    return fieldsList.map((fields) => validateFields(schema, fields, extras));
  }

  /** A Career attachment must be a file uploaded here, not a link to anywhere the staff would then open. */
  function checkAttachments(table: string, fieldsList: Fields[]) {
    if (table !== careerTable) return;
    for (const fields of fieldsList) {
      for (const field of attachmentFields) {
        const files = (fields[field] ?? []) as { url: string; filename: string }[];
        if (files.every((file) => options.attachmentIssued(file.url, file.filename))) continue;
        throw new TableError(
          422,
          'INVALID_VALUE_FOR_COLUMN',
          `Field "${field}" cannot accept the provided value: attach a file uploaded through this site`,
        );
      }
    }
  }

  app.post<{ Params: TableParams }>(
    '/v0/:base/:table',
    {
      // A staff-only table is closed before its body is read: an anonymous writer's body is never
      // parsed, and whatever it holds (a `__proto__` key, bad JSON) is answered 401 like the rest.
      onRequest: async (request) => {
        if (resolveTable(request).access === 'public-read') requireStaff(request);
      },
    },
    async (request, reply) => {
      const table = resolveTable(request);
      const body = readCreateBody(request.body);
      // One address once stored 105 meetings in a minute through batches: a meeting is booked on its own.
      if (table.table === meetingTable && body.fieldsList.length > 1)
        throw new TableError(
          422,
          'INVALID_RECORDS',
          'A meeting is booked one at a time: send one record ({"fields": {...}}) per request.',
        );
      const { isBot, fieldsList } = screenHoneypot(body.fieldsList);
      reply.header('Cache-Control', 'no-store');
      if (isBot) return answer(body.single, fakeRecords(fieldsList));
      const valid = validate(table, fieldsList);
      checkAttachments(table.table, valid);
      if (table.table === meetingTable && valid.length === 1) {
        const visit = { lang: pageLanguageOf(request.headers['content-language']), caller: addressKey(request.ip) };
        const booked = await options.meetings.book(valid[0], visit);
        const payment = options.meetingPayment?.(booked);
        return answer(body.single, [payment ? Object.assign({}, booked, { payment }) : booked]);
      }
      return answer(body.single, await backend.create(table.table, valid));
    },
  );

  app.patch<{ Params: TableParams }>('/v0/:base/:table', async (request, reply) => {
    const table = resolveTable(request);
    requireStaff(request);
    const body = readUpsertBody(request.body);
    if (!options.extraFields.includes(body.mergeOn) && !(body.mergeOn in table.schema.shape)) {
      throw new TableError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${body.mergeOn}"`);
    }
    const fieldsList = validate(table, body.fieldsList);
    // Only a text or number value can be matched; an attachment list or a missing value cannot.
    if (
      fieldsList.some((fields) => typeof fields[body.mergeOn] !== 'string' && typeof fields[body.mergeOn] !== 'number')
    ) {
      throw new TableError(
        422,
        'INVALID_VALUE_FOR_COLUMN',
        `Field "${body.mergeOn}" cannot be used to merge on: every record needs a text or number value for it`,
      );
    }
    const result = backend.upsert(table.table, body.mergeOn, fieldsList);
    reply.header('Cache-Control', 'no-store');
    return { records: result.records, createdRecords: result.created, updatedRecords: result.updated };
  });

  // The table service's delete, for staff: up to 10 records named in `records[]`, all or none.
  app.delete<{ Params: TableParams; Querystring: Record<string, string | string[] | undefined> }>(
    '/v0/:base/:table',
    async (request, reply) => {
      const table = resolveTable(request);
      requireStaff(request);
      const ids = [request.query['records[]'] ?? []].flat();
      if (ids.length < 1 || ids.length > MAX_RECORDS_PER_REQUEST)
        throw new TableError(
          422,
          'INVALID_RECORDS',
          `Name from 1 to ${MAX_RECORDS_PER_REQUEST} records to delete, as records[]=recXXXXXXXXXXXXXX`,
        );
      if (!backend.remove(table.table, ids))
        throw new TableError(404, 'MODEL_ID_NOT_FOUND', `Could not find every record of ${ids.join(', ')}`);
      reply.header('Cache-Control', 'no-store');
      return { records: ids.map((id) => ({ id, deleted: true })) };
    },
  );

  app.get<{ Params: TableParams; Querystring: Record<string, string | string[]> }>(
    '/v0/:base/:table',
    async (request, reply) => {
      const table = resolveTable(request);
      if (table.access === 'submission') requireStaff(request);
      const query = readListQuery(request.query, Object.keys(table.schema.shape));
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      reply.header('Cache-Control', table.access === 'submission' ? 'no-store' : 'no-cache');
      return backend.list(table.table, query, rawQuery);
    },
  );
}
