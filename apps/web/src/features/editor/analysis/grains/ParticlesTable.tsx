// Every particle with the quantities of spec part 2 §3 "Grains statistics" (area, perimeter, aspect
// ratio, orientation, roundness, form factor) in the user's units, exportable as CSV, PDF and PNG
// through the chart toolkit's table exports. Long lists show their first rows; exports hold all.
import {
  Card,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Particle } from '@asperity/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadBlob, safeFileName } from '../../charts/downloadBlob.ts';
import { ExportMenu, type ExportFormat } from '../../charts/ExportMenu.tsx';
import { tableCsvBlob, tablePdf, tablePng, type ExportTable } from '../../charts/exportTable.ts';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';

export const SHOWN_PARTICLE_ROWS = 200;

export function ParticlesTable({ particles }: { particles: readonly Particle[] }) {
  const intl = useIntl();
  const formatLength = useFormatLength();
  const ratio = (v: number) => intl.formatNumber(v, { maximumSignificantDigits: 4 });
  const first = particles[0];
  const areaUnit = first ? splitFormattedQuantity(formatLength(first.area, 'distance', 2)).unit : '';
  const lengthUnit = first ? splitFormattedQuantity(formatLength(first.perimeter, 'distance')).unit : '';
  const column = (id: string, unit?: string) =>
    intl.formatMessage({ id: `editor.grains.column.${id}` }) + (unit ? ` (${unit})` : '');
  const columns = [
    column('id'),
    column('area', areaUnit),
    column('perimeter', lengthUnit),
    column('aspectRatio'),
    column('orientation', '°'),
    column('roundness'),
    column('formFactor'),
  ];
  const rows = particles.map((p) => [
    String(p.id),
    splitFormattedQuantity(formatLength(p.area, 'distance', 2)).value,
    splitFormattedQuantity(formatLength(p.perimeter, 'distance')).value,
    ratio(p.aspectRatio),
    intl.formatNumber((p.orientation * 180) / Math.PI, { maximumFractionDigits: 1 }),
    ratio(p.roundness),
    ratio(p.formFactor),
  ]);
  const title = intl.formatMessage({ id: 'editor.grains.particles.title' });
  const exportAs = async (format: ExportFormat): Promise<void> => {
    const table: ExportTable = { title, columns, rows };
    if (format === 'csv') downloadBlob(tableCsvBlob(table), safeFileName(title, 'csv'));
    else if (format === 'pdf') downloadBlob(await tablePdf(table), safeFileName(title, 'pdf'));
    else downloadBlob((await tablePng(table)).blob, safeFileName(title, 'png'));
  };
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'subtitle2', component: 'h3' } }}
        sx={{ py: 1 }}
        action={<ExportMenu labelId="editor.table.menu" onExport={exportAs} disabled={rows.length === 0} />}
      />
      <Table size="small" aria-label={title} data-testid="particles-table">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, SHOWN_PARTICLE_ROWS).map((row) => (
            <TableRow key={row[0]}>
              {row.map((cell, i) => (
                <TableCell
                  key={i}
                  align={i === 0 ? 'left' : 'right'}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_PARTICLE_ROWS && (
        <Typography variant="caption" sx={{ px: 2, py: 1, display: 'block' }}>
          <FormattedMessage
            id="editor.grains.particles.more"
            values={{ shown: SHOWN_PARTICLE_ROWS, total: rows.length }}
          />
        </Typography>
      )}
    </Card>
  );
}
