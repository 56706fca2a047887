import { TableError, invalidRequest } from './table-error';

export const MAX_PAGE_SIZE = 100;

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  pageSize: number;
  maxRecords?: number;
  skip: number;
  sort: SortKey[];
}

const sortParam = /^sort\[(\d+)\]\[(field|direction)\]$/;

function positiveInt(name: string, value: string, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max)
    throw invalidRequest(`The ${name} parameter must be a whole number from 1 to ${max}.`);
  return number;
}

/** An offset names the position of the next page; it is opaque to clients. */
export const encodeOffset = (skip: number, nextId: string) => `itr${skip}/${nextId}`;

function decodeOffset(offset: string): number {
  const match = /^itr(\d{1,9})\/rec[A-Za-z0-9]{14}$/.exec(offset);
  if (!match)
    throw new TableError(
      422,
      'LIST_RECORDS_ITERATOR_NOT_AVAILABLE',
      'The offset is not valid or has expired; start again without it.',
    );
  return Number(match[1]);
}

/** The list parameters the site uses: pageSize, maxRecords, offset and sort[n][field|direction]. */
export function readListQuery(
  query: Record<string, string | string[] | undefined>,
  knownFields: readonly string[],
): ListQuery {
  const result: ListQuery = { pageSize: MAX_PAGE_SIZE, skip: 0, sort: [] };
  const sort: Partial<SortKey>[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (Array.isArray(raw)) throw invalidRequest(`The ${name} parameter was given more than once.`);
    const sortMatch = sortParam.exec(name);
    if (name === 'pageSize') result.pageSize = positiveInt(name, raw, MAX_PAGE_SIZE);
    else if (name === 'maxRecords') result.maxRecords = positiveInt(name, raw);
    else if (name === 'offset') result.skip = decodeOffset(raw);
    else if (sortMatch && Number(sortMatch[1]) < 10) {
      const key = (sort[Number(sortMatch[1])] ??= {});
      if (sortMatch[2] === 'field') key.field = raw;
      else if (raw === 'asc' || raw === 'desc') key.direction = raw;
      else throw invalidRequest('Sort direction must be asc or desc.');
    } else throw invalidRequest(`Unsupported list parameter: ${name}`);
  }
  for (const key of sort) {
    if (!key) continue;
    if (!key.field) throw invalidRequest('Each sort entry needs a field.');
    if (!knownFields.includes(key.field))
      throw new TableError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${key.field}"`);
    result.sort.push({ field: key.field, direction: key.direction ?? 'asc' });
  }
  return result;
}
