import { site } from '@/config/site';
import type { RouteEntry } from './route-table';

export const fallbackTitle = 'Unexpected Application Error!';

/** The document title template, shared by the prerenderer and client-side navigation. */
export function pageTitle(entry: Pick<RouteEntry, 'title'> | undefined): string {
  return `${entry?.title ?? fallbackTitle} | ${site.name}`;
}
