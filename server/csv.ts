import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream, type Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheet apps run cells that start like a formula (full-width forms too, which some of them
 * fold to ASCII); a leading quote keeps them text. A line break inside a cell starts a new line of
 * text that some importers split into a new row, so every line of a cell is neutralised, not just
 * the first.
 */
const formulaStart = /(^|\r\n|\r|\n)(?=[=+\-@\t\r＝＋－＠])/g;
export const neutraliseFormula = (value: string) => value.replace(formulaStart, "$1'");

/** A record's field value as one cell: attachments by their URLs, other lists and objects as JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' && item && 'url' in item ? String(item.url) : JSON.stringify(item)))
      .join(' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * RFC 4180 CSV with CRLF line ends. csv-stringify quotes a cell holding the delimiter, a quote or
 * the whole CRLF record delimiter, but not a lone CR or LF: those, and `;` (the delimiter of
 * spreadsheets in many locales), are quoted too.
 */
const csvOptions: Options = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n;]/,
  cast: { string: neutraliseFormula },
};

export function toCsv(rows: string[][]): string {
  return stringify(rows, csvOptions);
}

/** The same CSV, written as the rows arrive (so a long export never holds the gateway). */
export function csvStream(rows: AsyncIterable<string[]>): Readable {
  // pipeline ends the rows' generator (its finally runs) when the reader goes away.
  return pipeline(Readable.from(rows), stringifyStream(csvOptions), () => {});
}
/** RFC 4180 CSV (for the Team import; no CSV reader is installed and this one is tested both ways): quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += char;
  }
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows.filter((cells) => cells.some((c) => c !== ''));
}
