import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('reads back what it writes, commas, quotes and line breaks included', () => {
    const safeCell = fc.string().filter((cell) => !/^[=+\-@\t\r]/.test(cell));
    const rows = fc
      .array(fc.array(safeCell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 })
      .filter((all) => all.every((row) => row.some((cell) => cell !== '')));
    fc.assert(
      fc.property(rows, (table) => {
        expect(parseCsv(toCsv(table))).toEqual(table);
      }),
    );
  });

  it('keeps formula-like cells as text for spreadsheet apps', () => {
    expect(toCsv([['=HYPERLINK("x")', '+977 98', 'plain']])).toBe(`"'=HYPERLINK(""x"")",'+977 98,plain\r\n`);
  });
});
