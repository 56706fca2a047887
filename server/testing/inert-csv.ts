import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/** The hostile note of issue 30: line breaks of every kind, each line a formula. */
export const formulaNote = "Please call me\n=1+1\n+cmd|' /C calc'!A0\r-2+3\r\n＝1+1;@SUM(A1)";

const formulaStart = /^[=+\-@\t\r＝＋－＠]/;

/**
 * Reads an export back with a real CSV reader (csv-parse, as a spreadsheet import would): one row
 * per record after the header, and no cell, nor any line inside a cell, starting like a formula.
 */
export function readInertCsv(text: string, records: number): string[][] {
  const rows = parse(text, { relax_column_count: false }) as string[][];
  expect(rows).toHaveLength(records + 1);
  const live = rows
    .flat()
    .flatMap((cell) => cell.split(/\r\n|\r|\n/))
    .filter((line) => formulaStart.test(line));
  expect(live).toEqual([]);
  return rows;
}
