import { inboxTableLabels, inboxTables, type InboxTable } from '@schemas/staff-api-basics';

const slugs: Record<InboxTable, string> = { 'Request-Callback': 'callbacks', Meeting: 'meetings', Career: 'careers' };
const singular: Record<InboxTable, string> = {
  'Request-Callback': 'Callback request',
  Meeting: 'Meeting request',
  Career: 'Career application',
};

/** The submission tables in the order the navigation shows them, with their inbox URL slugs. */
export const inboxEntries = inboxTables.map((table) => ({
  table,
  slug: slugs[table],
  label: inboxTableLabels[table],
  single: singular[table],
}));

export const entryBySlug = (slug: string | undefined) => inboxEntries.find((entry) => entry.slug === slug);
export const entryByTable = (table: string) => inboxEntries.find((entry) => entry.table === table);
