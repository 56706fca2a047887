import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { localizedPath } from '../../src/i18n/locale';
import { budgetFor, measureRoute } from '../../scripts/route-sizes.mjs';

describe('JavaScript and CSS budgets of the production build (gzip)', () => {
  // Every page in English and in Nepali (/ne/...).
  const paths = routeTable.flatMap((route) => [route.path, localizedPath(route.path, 'ne')]);
  it.each(paths)('%s stays within its first-load budget', (path) => {
    const size = measureRoute('dist', path);
    const budget = budgetFor(path);
    expect(size.jsFiles).toBeGreaterThan(0);
    expect(size.js.gzip, `${path} JS gzip`).toBeLessThanOrEqual(budget.js);
    expect(size.css.gzip, `${path} CSS gzip`).toBeLessThanOrEqual(budget.css);
  });
});
