import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, parseCsv, toCsv } from './csv';
import { formulaNote, readInertCsv } from './testing/inert-csv';

describe('csv', () => {
  it('reads back what it writes, commas, quotes and line breaks included', () => {
    const rows = fc
      .array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 })
      .filter((all) => all.every((row) => row.some((cell) => cell !== '')));
    fc.assert(
      fc.property(rows, (table) => {
        expect(parseCsv(toCsv(table))).toEqual(table.map((row) => row.map(neutraliseFormula)));
      }),
    );
  });

  it('keeps formula-like cells as text for spreadsheet apps', () => {
    expect(toCsv([['=HYPERLINK("x")', '+977 98', 'plain']])).toBe(`"'=HYPERLINK(""x"")",'+977 98,plain\r\n`);
  });

  it('quotes lone line breaks and semicolons, and neutralises every line of a cell (full-width forms too)', () => {
    const text = toCsv([
      ['Note', 'Other'],
      [formulaNote, 'a;b'],
      ['\t=tab', '＠x'],
    ]);
    const rows = readInertCsv(text, 2);
    expect(rows[1]).toEqual(["Please call me\n'=1+1\n'+cmd|' /C calc'!A0\r'-2+3\r\n'＝1+1;@SUM(A1)", 'a;b']);
    expect(rows[2]).toEqual(["'\t=tab", "'＠x"]);
  });
});
