// The parameter table of a batch run in its three forms: one row per file (in the order of the request),
// columns File, Status, Reason, then one column per parameter in the order they first appear, headed
// "<id> [<unit>]" (prefixed by the feature kind when two analyses give the same id). Values are SI
// numbers; an empty cell where the file failed or the surface does not define the parameter.
// - CSV: the part 1 §9 rules (byte-order mark, CRLF, quoting) through the contract's toCsv.
// - TXT: the same table tab-separated, UTF-8 without BOM, CRLF (the spec names txt and shows no format).
// - XLSX: one sheet "Parameters", numbers as numbers, the header row frozen.
import { toCsv, type CsvValue } from '@asperity/contract';
import ExcelJS from 'exceljs';
import type { ParameterRow } from './parameter-rows.ts';

export interface TableFile {
  readonly name: string;
  readonly state: string;
  readonly reason?: string | undefined;
  readonly rows: readonly ParameterRow[];
}

interface Column {
  readonly key: string;
  readonly header: string;
}

const keyOf = (row: ParameterRow): string => `${row.feature}\0${row.id}\0${row.unit}`;

function columnsOf(files: readonly TableFile[]): Column[] {
  const seen = new Map<string, ParameterRow>();
  for (const file of files) for (const row of file.rows) if (!seen.has(keyOf(row))) seen.set(keyOf(row), row);
  const idCount = new Map<string, number>();
  for (const row of seen.values()) idCount.set(row.id, (idCount.get(row.id) ?? 0) + 1);
  return [...seen.entries()].map(([key, row]) => {
    const unit = row.unit === '' ? '' : ` [${row.unit}]`;
    const id = (idCount.get(row.id) ?? 0) > 1 ? `${row.feature} ${row.id}` : row.id;
    return { key, header: `${id}${unit}` };
  });
}

/** Header and rows as plain values: the one table the three formats write. */
export function tableOf(files: readonly TableFile[]): { header: string[]; rows: CsvValue[][] } {
  const columns = columnsOf(files);
  const header = ['File', 'Status', 'Reason', ...columns.map((c) => c.header)];
  const rows = files.map((file) => {
    const values = new Map(file.rows.map((row) => [keyOf(row), row.value]));
    return [file.name, file.state, file.reason ?? '', ...columns.map((c) => values.get(c.key) ?? null)];
  });
  return { header, rows };
}

export function tableCsv(files: readonly TableFile[]): string {
  const { header, rows } = tableOf(files);
  return toCsv([header, ...rows]);
}

export function tableTxt(files: readonly TableFile[]): string {
  const { header, rows } = tableOf(files);
  // Tabs and line breaks inside a name would break the columns: they become spaces.
  const cell = (value: CsvValue): string =>
    value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
  return [header, ...rows].map((row) => row.map(cell).join('\t') + '\r\n').join('');
}

export async function tableXlsx(files: readonly TableFile[], title: string): Promise<Buffer> {
  const { header, rows } = tableOf(files);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Asperity';
  workbook.title = title;
  const sheet = workbook.addWorksheet('Parameters', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (v === undefined ? null : v)));
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 32 : index === 2 ? 24 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
