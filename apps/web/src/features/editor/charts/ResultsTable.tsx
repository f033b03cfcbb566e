// A table of results {label, value, unit} with exports CSV (spec part 1 §9: BOM, CRLF, quoting),
// PDF and PNG. The exported values are the ones shown (formatted in the user's units), so a file
// reads like the screen.
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadBlob, safeFileName } from './downloadBlob.ts';
import { ExportMenu, type ExportFormat } from './ExportMenu.tsx';
import { tableCsvBlob, tablePdf, tablePng, type ExportTable } from './exportTable.ts';

export interface ResultRow {
  /** Stable key (a parameter id). */
  readonly key: string;
  readonly label: string;
  /** The value as shown, already formatted (number without its unit). */
  readonly value: string;
  readonly unit: string;
  /** Shown as a tooltip on the label (the settings the value depends on). */
  readonly description?: string;
}

export interface ResultsTableProps {
  readonly title: string;
  readonly fileName?: string;
  readonly rows: readonly ResultRow[];
  /** Extra header content left of the menu (an "All" toggle). */
  readonly action?: ReactNode;
  /** Shown instead of the rows while they are being computed or when there are none. */
  readonly placeholder?: ReactNode;
}

export function resultsExportTable(
  title: string,
  columns: readonly [string, string, string],
  rows: readonly ResultRow[],
): ExportTable {
  return { title, columns, rows: rows.map((row) => [row.label, row.value, row.unit]) };
}

export function ResultsTable({ title, fileName, rows, action, placeholder }: ResultsTableProps) {
  const intl = useIntl();
  const columns = [
    intl.formatMessage({ id: 'editor.table.parameter' }),
    intl.formatMessage({ id: 'editor.table.value' }),
    intl.formatMessage({ id: 'editor.table.unit' }),
  ] as const;
  const base = fileName ?? title;

  const exportAs = async (format: ExportFormat): Promise<void> => {
    const table = resultsExportTable(title, columns, rows);
    if (format === 'csv') downloadBlob(tableCsvBlob(table), safeFileName(base, 'csv'));
    else if (format === 'pdf') downloadBlob(await tablePdf(table), safeFileName(base, 'pdf'));
    else downloadBlob((await tablePng(table)).blob, safeFileName(base, 'png'));
  };

  return (
    <Card variant="outlined" data-testid="results-table">
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle2', component: 'h3' } }}
        sx={{ py: 1 }}
        action={
          <>
            {action}
            <ExportMenu labelId="editor.table.menu" onExport={exportAs} disabled={rows.length === 0} />
          </>
        }
      />
      {rows.length === 0 && placeholder ? (
        placeholder
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={column} align={i === 1 ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-parameter={row.key}>
                <TableCell component="th" scope="row">
                  {row.description ? (
                    <Tooltip title={row.description}>
                      <span>{row.label}</span>
                    </Tooltip>
                  ) : (
                    row.label
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.value}
                </TableCell>
                <TableCell>{row.unit}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
