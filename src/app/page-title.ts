import { site } from '@/config/site';
import { shell } from '@/content/shell';
import type { RouteEntry } from './route-table';

export const fallbackTitle = shell.errorScreen.title;

/** The document title template, shared by the prerenderer and client-side navigation. */
export function pageTitle(entry: Pick<RouteEntry, 'title'> | undefined): string {
  return `${entry?.title ?? fallbackTitle} | ${site.name}`;
}
