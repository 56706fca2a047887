import type { z } from 'zod';
import type { Fields } from './record-store';

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
