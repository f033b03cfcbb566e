// The spec's "file details" dialog (part 1 §2, §3): what the library knows of a file — name,
// format, sizes, grid, pixel size, each channel with its Sq, import warnings and the dates.
import type { FileItem } from '@asperity/contract';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { DialogProps } from '../../components/dialogs/index.ts';
import { useFileFacts } from './FileFacts.tsx';
import { formatGrid, formatPixelSize } from './formatting.ts';
import { ImportWarningList } from './ImportWarnings.tsx';
import { ShareSection } from '../sharing/owner/ShareSection.tsx';

export interface FileDetailsDialogParameters {
  readonly file: FileItem;
}

/** Sq in nm below a micrometre, else µm; other units as they come. */
export function formatSq(intl: IntlShape, value: number | null, unit: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (unit !== 'm') return `${intl.formatNumber(value, { maximumSignificantDigits: 4 })}\u00a0${unit}`;
  const [scale, symbol] = Math.abs(value) < 1e-6 ? [1e9, 'nm'] : [1e6, 'µm'];
  return `${intl.formatNumber(value * scale, { maximumSignificantDigits: 4 })}\u00a0${symbol}`;
}

export default function FileDetailsDialog({ parameters, close }: DialogProps<FileDetailsDialogParameters>) {
  const intl = useIntl();
  const { file } = parameters;
  const facts = useFileFacts()(file);
  const date = (value: string | null) =>
    value
      ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
      : intl.formatMessage({ id: 'library.details.never' });

  const rows: Array<[string, ReactNode]> = [
    ['library.details.name', file.name],
    ['library.details.format', `${facts.format} (${file.format})`],
    ['library.details.sourceSize', facts.originalSize],
    ['library.details.storedSize', facts.storedSize],
    ['library.details.quotaSize', facts.size],
    ['library.column.grid', facts.grid],
    ['library.column.pixelSize', facts.pixelSize],
    ['library.details.created', date(file.createdAt)],
    ['library.details.modified', date(file.modifiedAt)],
    ['library.details.opened', date(file.lastOpenedAt)],
  ];

  return (
    <div data-testid="file-details-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="library.details.title" />
      </DialogTitle>
      <DialogContent>
        <Table size="small" sx={{ '& th': { color: 'text.secondary', fontWeight: 500, width: '40%' } }}>
          <TableBody>
            {rows.map(([id, value]) => (
              <TableRow key={id} data-testid={`detail-${id.split('.').pop() ?? id}`}>
                <TableCell component="th" scope="row">
                  <FormattedMessage id={id} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
          <FormattedMessage id="library.details.channels" values={{ count: file.channels.length }} />
        </Typography>
        <Table size="small" data-testid="detail-channels">
          <TableBody>
            {file.channels.map((channel, index) => (
              <TableRow key={`${channel.name}-${index}`} data-testid="detail-channel">
                <TableCell>{channel.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatGrid(intl, channel)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPixelSize(intl, channel)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="detail-sq">
                  Sq {formatSq(intl, channel.Sq, channel.zUnit)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        {facts.warnings.length > 0 && (
          <Box sx={{ mt: 2, color: 'warning.dark' }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              <FormattedMessage id="library.warnings.title" />
            </Typography>
            <ImportWarningList warnings={facts.warnings} />
          </Box>
        )}

        <ShareSection file={file} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()} data-testid="dialog-close">
          <FormattedMessage id="library.details.close" />
        </Button>
      </DialogActions>
    </div>
  );
}
