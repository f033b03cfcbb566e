// Which shape of text table a reader is looking at, so that the matrix, xyz and profile readers
// each take only their own files: a 2-column table whose first column rises (or falls) strictly is
// an x, z profile, a 3-column table whose x, y fill a grid is an x, y, z list, anything else with
// numbers is a height matrix.
import type { NumericTable } from './numeric-table.ts';
import { gridFromPoints } from './xyz-grid.ts';

/** Whether column `column` is finite and strictly monotonic over all rows (at least 3). */
export function isMonotonicColumn(table: NumericTable, column: number): boolean {
  const { rows, columns, values } = table;
  if (rows < 3 || column >= columns) return false;
  const first = values[column] as number;
  const last = values[(rows - 1) * columns + column] as number;
  const sign = Math.sign(last - first);
  if (sign === 0) return false;
  for (let r = 0; r < rows; r++) {
    const v = values[r * columns + column] as number;
    if (!Number.isFinite(v)) return false;
    if (r > 0 && Math.sign(v - (values[(r - 1) * columns + column] as number)) !== sign) return false;
  }
  return true;
}

/** Whether column 0 counts 0, 1, 2 … or 1, 2, 3 … (a row index written by spreadsheet exports). */
export function isIndexColumn(table: NumericTable): boolean {
  const { rows, columns, values } = table;
  const start = values[0] as number;
  if (start !== 0 && start !== 1) return false;
  for (let r = 0; r < rows; r++) if (values[r * columns] !== start + r) return false;
  return true;
}

export type TableShape = 'profile' | 'indexed-profile' | 'xyz' | 'matrix';

export function tableShape(table: NumericTable): TableShape {
  if (table.columns === 2 && isMonotonicColumn(table, 0)) return 'profile';
  if (table.columns === 3 && isIndexColumn(table) && isMonotonicColumn(table, 1)) return 'indexed-profile';
  if (table.columns === 3 && typeof gridFromPoints(table.values, 3, table.rows) !== 'string') return 'xyz';
  return 'matrix';
}
