import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { staffApiBase } from '../../schemas/staff-api';
import { identify } from './auth/staff-auth';
import type { StaffContext } from './staff-context';

/** The first screens' page modules in the staff build's manifest (`vite.config.ts`, `STAFF_BUILD=1`). */
const overviewPage = 'src/staff/features/overview/overview-page.tsx';
const inboxPage = 'src/staff/features/inbox/inbox-page.tsx';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A page's chunk and every chunk it imports statically, minus the entry's (already in the page). */
function pageChunks(distDir: string, page: string): string[] {
  const path = join(distDir, '.vite', 'staff-manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (!manifest[page]) return [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(page);
  seen.delete('staff.html');
  return [...seen].map((key) => `/${manifest[key].file}`);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What a signed-in staff member's first screen will ask for, named in the page's head so the
 * browser fetches it alongside the app's script instead of after it (a phone on mobile data waits
 * one round trip per step): the session, and on /staff/ the overview's code and its one answer, on
 * /staff/inbox ("All new") the inbox's code and its first page, by the very URL the inbox asks for
 * (`listQuery` in src/staff/features/inbox/inbox-filters.ts gives status=new and nothing else for
 * "All new" unfiltered; tests/e2e/staff-inbox.test.ts checks the list is fetched once). Nothing is
 * named for a visitor who is not signed in: every answer would be a 401.
 */
export function staffPagePreloads(context: StaffContext, request: FastifyRequest): string {
  const principal = identify(context, request);
  if (!principal?.sessionId) return '';
  const fetches = [`${staffApiBase}/session`];
  const modules: string[] = [];
  if (request.url === '/staff/') {
    fetches.push(`${staffApiBase}/overview`);
    modules.push(...pageChunks(context.options.distDir, overviewPage));
  }
  if (request.url === '/staff/inbox') {
    fetches.push(`${staffApiBase}/records?status=new`);
    modules.push(...pageChunks(context.options.distDir, inboxPage));
  }
  return [
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}" />`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}" />`),
  ].join('');
}
