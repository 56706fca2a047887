import type { ListQuery } from './list-query';
import type { Fields, StoredRecord, WithRecords } from './record-store';

export interface RecordPage {
  records: StoredRecord[];
  offset?: string;
}

/** Where validated records go and lists come from: the local store, with the hosted table as an optional mirror. */
export interface TableBackend {
  create(table: string, fieldsList: Fields[], alongside?: WithRecords): Promise<StoredRecord[]>;
  list(table: string, query: ListQuery, rawQuery: string): Promise<RecordPage>;
  upsert(
    table: string,
    mergeOn: string,
    fieldsList: Fields[],
  ): { records: StoredRecord[]; created: string[]; updated: string[] };
  /** Deletes these records of `table` together; false (nothing deleted) when one is not there. */
  remove(table: string, ids: readonly string[]): boolean;
}
