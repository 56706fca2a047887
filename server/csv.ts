import { stringify } from 'csv-stringify/sync';

/** Spreadsheet apps run cells that start like a formula; a leading quote keeps them text. */
const formulaStart = /^[=+\-@\t\r]/;
export const neutraliseFormula = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** A record's field value as one cell: attachments by their URLs, other lists and objects as JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' && item && 'url' in item ? String(item.url) : JSON.stringify(item)))
      .join(' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** RFC 4180 CSV with CRLF line ends, every cell neutralised against formula injection. */
export function toCsv(rows: string[][]): string {
  return stringify(rows, { record_delimiter: 'windows', cast: { string: neutraliseFormula } });
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
