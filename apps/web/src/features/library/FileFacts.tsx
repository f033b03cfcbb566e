// The facts the library shows of a file, formatted once for both views.
import type { FileItem } from '@asperity/contract';
import { useIntl } from 'react-intl';
import { formatBytes, formatGrid, formatLabel, formatPixelSize, mainChannel } from './formatting.ts';
import { warningsOf, type ImportWarning } from './uploadQueue.ts';

export interface FileFacts {
  readonly format: string;
  readonly size: string;
  readonly storedSize: string;
  readonly modified: string;
  readonly grid: string;
  readonly pixelSize: string;
  readonly warnings: readonly ImportWarning[];
}

export function useFileFacts(): (file: FileItem) => FileFacts {
  const intl = useIntl();
  return (file) => {
    const channel = mainChannel(file);
    return {
      format: formatLabel(file.format),
      size: formatBytes(intl, file.sourceSize),
      storedSize: formatBytes(intl, file.size),
      modified: intl.formatDate(file.modifiedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      grid: formatGrid(intl, channel),
      pixelSize: formatPixelSize(intl, channel),
      warnings: warningsOf(file),
    };
  };
}
