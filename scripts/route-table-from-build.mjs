// The route table as the built server bundle has it, for scripts that run outside Vite.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function routeTableFromBuild() {
  if (!existsSync('dist-ssr/entry-server.js')) throw new Error('Run `npm run build` first.');
  const { routeTable } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
  return routeTable;
}
