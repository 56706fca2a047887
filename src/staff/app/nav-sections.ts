import type { CountsAnswer, SessionAnswer } from '@schemas/staff-api';
import { totalNew } from '../lib/counts';
import { inboxEntries } from '../lib/inbox-entries';
import { adminsOnly, navGroups, staffRouteTable, withoutMirror, type NavGroup } from './route-table';

export interface NavEntry {
  to: string;
  label: string;
  /** New submissions it lists, shown as a badge; `countLabel` says of what to a screen reader. */
  count?: number;
  countLabel?: string;
  /** Matched exactly (the overview at /, All new at /inbox), not as a prefix of deeper paths. */
  end?: boolean;
}

export interface NavSection {
  group: NavGroup;
  entries: NavEntry[];
}

/**
 * The navigation as the signed-in person may use it: the route table's pages with a `nav` label in
 * their groups (Settings when a page names none), the inbox's per-table entries after All new, empty
 * groups left out.
 */
export function navSections(session: SessionAnswer, counts: CountsAnswer | undefined): NavSection[] {
  const pages = staffRouteTable.filter(
    (route) => route.nav && !withoutMirror(route, session) && !adminsOnly(route, session),
  );
  const sections = navGroups.map((group) => ({
    group,
    entries: pages
      .filter((route) => (route.group ?? 'Settings') === group)
      .flatMap((route): NavEntry[] =>
        route.path === '/inbox'
          ? [
              { to: route.path, label: route.nav!, count: totalNew(counts), countLabel: 'in all tables', end: true },
              ...inboxEntries.map((entry) => ({
                to: `/inbox/${entry.slug}`,
                label: entry.label,
                count: counts?.[entry.table],
                countLabel: entry.label.toLowerCase(),
              })),
            ]
          : [{ to: route.path, label: route.nav!, end: route.path === '/' }],
      ),
  }));
  return sections.filter((section) => section.entries.length > 0);
}

/** The group a page belongs to, for the bar's highlight: a submission's page is the inbox's. */
export function groupOf(sections: NavSection[], path: string): NavGroup | undefined {
  if (path.startsWith('/records/')) return 'Inbox';
  const within = (entry: NavEntry) => path === entry.to || (!entry.end && path.startsWith(`${entry.to}/`));
  return sections.find((section) => section.entries.some(within))?.group;
}
