// The image properties setting panel (spec part 2 §2, §3 "Image properties"): a read-only table of what
// the server knows about the image — file name, reader (the measuring system's format), channel, pixels,
// pixel size, scan size, pixel area, valid pixels and heights. Sizes and heights follow the units
// settings. Properties the file does not carry (objective, zoom, speed …) are not shown rather than
// invented. Pixels and heights are those of the fork shown; valid pixels are the stored file's.
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { FILE_PATHS, fileItemSchema, type FileItem } from '@asperity/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { useFormatLength } from './useFormatLength.ts';

/** The same query key as the editor shell's file query, so the item is fetched once. */
const fileQueryKey = (fileGuid: string) => ['editor', 'file', fileGuid] as const;

export function ImagePropertiesPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const session = useEditorSession();
  const format = useFormatLength();
  const { data } = session;
  const file = useQuery({
    queryKey: fileQueryKey(session.fileGuid),
    queryFn: async (): Promise<FileItem> =>
      fileItemSchema.parse(
        await http.get<unknown>(FILE_PATHS.one.replace(':fileGuid', encodeURIComponent(session.fileGuid))),
      ),
  });
  const channel = file.data?.channels[session.channel];
  const number = (n: number) => intl.formatNumber(n);

  const rows: [string, ReactNode][] = [
    ['fileName', session.fileName],
    ['pixels', `${number(data.cols)} × ${number(data.rows)}`],
    ['pixelSize', `${format(data.pixelSize, 'distance')} × ${format(data.pixelSizeY, 'distance')}`],
    [
      'scanSize',
      `${format(data.cols * data.pixelSize, 'distance')} × ${format(data.rows * data.pixelSizeY, 'distance')}`,
    ],
    ['pixelArea', format(data.pixelSize * data.pixelSizeY, 'distance', 2)],
  ];
  if (data.zMin !== null && data.zMax !== null) {
    rows.push(['heightRange', format(data.zMax - data.zMin, 'height')]);
    rows.push(['zMin', format(data.zMin, 'height')]);
    rows.push(['zMax', format(data.zMax, 'height')]);
  }
  if (data.zMean !== null) rows.push(['zMean', format(data.zMean, 'height')]);
  if (file.data) rows.push(['system', file.data.format]);
  if (channel) {
    const total = channel.nx * channel.ny;
    rows.push(['channel', channel.name]);
    rows.push([
      'validPixels',
      intl.formatMessage(
        { id: 'editor.settings.image.validPixelsValue' },
        {
          valid: number(channel.validPoints),
          total: number(total),
          percent: total > 0 ? channel.validPoints / total : 0,
        },
      ),
    ]);
  }
  if (file.data) {
    rows.push([
      'createdAt',
      intl.formatDate(file.data.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    ]);
    rows.push([
      'modifiedAt',
      intl.formatDate(file.data.modifiedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    ]);
  }

  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'editor.settings.panel.imageProperties' })}>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {intl.formatMessage({ id: `editor.settings.image.${key}` })}
            </TableCell>
            <TableCell data-testid={`image-${key}`}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
