import type { Migration } from './migration';

/** Version 1: the data folder records its version; the tables are those of commit 2405f70. */
export const versionsBegin: Migration = { why: 'schema versions begin', up: () => {} };
