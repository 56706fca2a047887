interface Size {
  raw: number;
  gzip: number;
}

export const budgets: { homeJs: number; routeJs: number; css: number };
export function htmlFileFor(dist: string, path: string): string;
export function measureRoute(
  dist: string,
  path: string,
): { path: string; js: Size; css: Size; html: Size; jsFiles: number };
export function budgetFor(path: string): { js: number; css: number };
