// CSV export of tables and charts (spec part 1 §9, part 3 §9): the text starts with a byte-order
// mark (so spreadsheet programs read UTF-8), every row ends in CRLF, and a field is quoted when it
// contains a comma, a quote or a line break (quotes inside doubled, as RFC 4180 does).
import { CSV_BYTE_ORDER_MARK, CSV_FIELD_SEPARATOR, CSV_ROW_TERMINATOR } from './constants.ts';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /**
   * Prefix text fields that begin with = + - @ (or a tab/CR) with an apostrophe so a spreadsheet
   * does not run them as formulas. Off by default because the spec's format has no such rule; turn
   * it on for exports of text other people typed (admin user exports, gallery titles).
   */
  readonly neutralizeFormulas?: boolean;
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field. Numbers use the JavaScript form (`0.5`, `1e-7`), independent of the UI locale, so
 * the file reads the same everywhere; null and undefined are empty fields.
 */
export function csvField(value: CsvValue, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (options.neutralizeFormulas && typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, then each row's fields joined by commas and terminated by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  let out = CSV_BYTE_ORDER_MARK;
  for (const row of rows) {
    out += row.map((v) => csvField(v, options)).join(CSV_FIELD_SEPARATOR) + CSV_ROW_TERMINATOR;
  }
  return out;
}
