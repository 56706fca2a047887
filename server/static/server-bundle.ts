import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The build's server bundle (dist-ssr/entry-server.js), imported again after each rebuild. */
export class ServerBundle<Module> {
  private loaded: { stamp: number; module: Promise<Module> } | undefined;

  constructor(private readonly file: string) {}

  /** The bundle's module; undefined if there is none. */
  module(): Promise<Module> | undefined {
    const stamp = statSync(this.file, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return undefined;
    if (this.loaded?.stamp !== stamp) {
      const url = `${pathToFileURL(this.file).href}?v=${stamp}`;
      this.loaded = { stamp, module: import(url) as Promise<Module> };
    }
    return this.loaded.module;
  }
}

/** The prerendered page's root (index.html) closes right before the boot script's data (scripts/prerender.mjs). */
const rootStart = '<div id="root">';
const pageScripts = '<script type="application/json" id="page-scripts">';

/** A prerendered document with `html` as its root's content in place of what the build rendered. */
export function renderIntoDocument(document: string, html: string, path: string): string {
  const start = document.indexOf(rootStart);
  const end = document.lastIndexOf('</div>', document.indexOf(pageScripts));
  if (start < 0 || end < start + rootStart.length || !document.includes(pageScripts))
    throw new Error(`No page root to render into in the prerendered ${path}`);
  return document.slice(0, start + rootStart.length) + html + document.slice(end);
}
