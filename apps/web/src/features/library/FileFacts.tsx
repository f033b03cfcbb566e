// The facts the library shows of a file, formatted once for both views.
import type { FileItem } from '@asperity/contract';
import { useIntl } from 'react-intl';
import { formatBytes, formatGrid, formatLabel, formatPixelSize, mainChannel } from './formatting.ts';
import { warningsOf, type ImportWarning } from './uploadQueue.ts';

export interface FileFacts {
  readonly format: string;
  /**
   * What the file counts against the storage quota: its original plus its parsed copy (the server's
   * rule, docs/api.md "Storage quota"), so the listed sizes add up to the quota bar's figure.
   */
  readonly size: string;
  readonly originalSize: string;
  readonly storedSize: string;
  /** "Original … + parsed copy …", the breakdown of `size`. */
  readonly sizeParts: string;
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
      size: formatBytes(intl, file.sourceSize + file.size),
      originalSize: formatBytes(intl, file.sourceSize),
      storedSize: formatBytes(intl, file.size),
      sizeParts: intl.formatMessage(
        { id: 'library.file.sizeParts' },
        { original: formatBytes(intl, file.sourceSize), parsed: formatBytes(intl, file.size) },
      ),
      modified: intl.formatDate(file.modifiedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      grid: formatGrid(intl, channel),
      pixelSize: formatPixelSize(intl, channel),
      warnings: warningsOf(file),
    };
  };
}
