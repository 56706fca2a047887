import { z } from '../../schemas/zod';
import { HONEYPOT_FIELD } from '../../schemas/tables';
import { TableError, invalidRequest } from './table-error';
import type { Fields } from './record-store';

export const MAX_RECORDS_PER_REQUEST = 10;

const fieldsObject = z.record(z.string(), z.unknown());
const single = z.strictObject({ fields: fieldsObject, typecast: z.boolean().optional() });
const batch = z.strictObject({ records: z.array(z.unknown()), typecast: z.boolean().optional() });
const batchRecord = z.strictObject({ fields: fieldsObject });
const upsertBatch = batch.extend({
  performUpsert: z.strictObject({ fieldsToMergeOn: z.array(z.string()).length(1) }),
});

export interface CreateBody {
  fieldsList: Fields[];
  single: boolean;
}

function readRecords(records: unknown[]): Fields[] {
  if (records.length < 1 || records.length > MAX_RECORDS_PER_REQUEST) {
    throw new TableError(
      422,
      'INVALID_RECORDS',
      `You must provide an array of up to ${MAX_RECORDS_PER_REQUEST} record objects, each with a fields key.`,
    );
  }
  return records.map((record) => {
    const parsed = batchRecord.safeParse(record);
    if (!parsed.success)
      throw new TableError(422, 'INVALID_RECORDS', 'Each record must be an object with a fields key.');
    return parsed.data.fields;
  });
}

/** `{fields}` or `{records:[{fields}, ...]}` (1 to 10), as the table service takes them. */
export function readCreateBody(body: unknown): CreateBody {
  const one = single.safeParse(body);
  if (one.success) return { fieldsList: [one.data.fields], single: true };
  const many = batch.safeParse(body);
  if (many.success) return { fieldsList: readRecords(many.data.records), single: false };
  throw invalidRequest();
}

/** The service's upsert body: `{performUpsert:{fieldsToMergeOn:[field]}, records:[...]}`. */
export function readUpsertBody(body: unknown): { mergeOn: string; fieldsList: Fields[] } {
  const parsed = upsertBatch.safeParse(body);
  if (!parsed.success)
    throw invalidRequest('Only upserts are supported: send performUpsert.fieldsToMergeOn with records.');
  return { mergeOn: parsed.data.performUpsert.fieldsToMergeOn[0], fieldsList: readRecords(parsed.data.records) };
}

const isFilled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Bots fill the hidden honeypot field; people leave it empty. Returns whether any record is a
 * bot's, and the records with an empty honeypot removed.
 */
export function screenHoneypot(fieldsList: Fields[]): { isBot: boolean; fieldsList: Fields[] } {
  const isBot = fieldsList.some((fields) => isFilled(fields[HONEYPOT_FIELD]));
  const cleaned = fieldsList.map((fields) => {
    const { [HONEYPOT_FIELD]: _ignored, ...rest } = fields;
    return rest;
  });
  return { isBot, fieldsList: cleaned };
}

/**
 * A record's fields break their table's rules (`type` as the table service names it:
 * UNKNOWN_FIELD_NAME, INVALID_VALUE_FOR_COLUMN). A 422 that each API answers in its own shape: the
 * table API and the back office's Team editor both check fields with `validateFields`.
 */
export class FieldError extends Error {
  constructor(
    readonly type: 'UNKNOWN_FIELD_NAME' | 'INVALID_VALUE_FOR_COLUMN',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks one record against its table's schema, answering like the table service: an unknown
 * field name first, then the first field whose value the schema refuses. Empty values are left
 * out of the stored record, as the service does.
 */
export function validateFields(schema: z.ZodObject, fields: Fields, extraFields: readonly string[] = []): Fields {
  const known = new Set([...Object.keys(schema.shape), ...extraFields]);
  const unknown = Object.keys(fields).find((name) => !known.has(name));
  if (unknown !== undefined) throw new FieldError('UNKNOWN_FIELD_NAME', `Unknown field name: "${unknown}"`);

  const extras = Object.fromEntries(extraFields.filter((name) => name in fields).map((name) => [name, fields[name]]));
  for (const [name, value] of Object.entries(extras)) {
    if (typeof value !== 'string' || value.length > 100) {
      throw new FieldError('INVALID_VALUE_FOR_COLUMN', `Field "${name}" cannot accept the provided value`);
    }
  }
  const ownFields = Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in extras)));
  const parsed = schema.safeParse(ownFields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? '');
    throw new FieldError(
      'INVALID_VALUE_FOR_COLUMN',
      `Field "${name}" cannot accept the provided value: ${issue.message}`,
    );
  }
  const stored = Object.entries({ ...parsed.data, ...extras }).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  return Object.fromEntries(stored);
}
