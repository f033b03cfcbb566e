// What a download dialog exports and the URL that answers it (docs/api.md "Export and download"):
// library items through GET /api/file/export (files[i], folders[i]; the saved version), or the fork
// the editor shows through GET /api/file/export/fork (its original file through the first call).
import { COLOR_GRADIENTS, EXPORT_PATHS, type ExportFormat, type ExportSource } from '@asperity/contract';

export type ColorGradientName = (typeof COLOR_GRADIENTS)[number];

/** The gradient when it is one of the seven named ones the server can draw (not a custom one). */
export const namedGradient = (id: string): ColorGradientName | undefined =>
  (COLOR_GRADIENTS as readonly string[]).includes(id) ? (id as ColorGradientName) : undefined;

export type ExportTarget =
  | {
      readonly kind: 'library';
      readonly files: readonly string[];
      readonly folders: readonly string[];
      /** Shown in the dialog's title. */
      readonly label: string;
    }
  | {
      readonly kind: 'fork';
      readonly fileGuid: string;
      readonly channel: number;
      readonly forkHash: string;
      readonly label: string;
      /** The editor's colour gradient, for the PNG (absent: a custom gradient, the server's default). */
      readonly gradient?: ColorGradientName | undefined;
    };

/** The formats the dialog offers, in this order (Filmetrics formats are refused by the server). */
export const DIALOG_FORMATS = ['opengps', 'surf', 'stereolithography', 'png', 'csv', 'original'] as const;
export type DialogFormat = (typeof DIALOG_FORMATS)[number] & ExportFormat;

const query = (entries: readonly (readonly [string, string])[]): string =>
  entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

/**
 * The URL of a download. `source` (library items only): the saved version (default) or the surface
 * as uploaded, before any saved operator.
 */
export function exportUrl(
  target: ExportTarget,
  format: DialogFormat,
  source: ExportSource = 'saved',
): string {
  if (target.kind === 'fork') {
    if (format === 'original')
      return `${EXPORT_PATHS.files}?${query([
        ['files[0]', target.fileGuid],
        ['format', 'original'],
      ])}`;
    return `${EXPORT_PATHS.fork}?${query([
      ['fileGuid', target.fileGuid],
      ['channel', String(target.channel)],
      ['forkHash', target.forkHash],
      ['format', format],
      ...(format === 'png' && target.gradient !== undefined ? [['gradient', target.gradient] as const] : []),
    ])}`;
  }
  return `${EXPORT_PATHS.files}?${query([
    ...target.files.map((guid, i) => [`files[${i}]`, guid] as const),
    ...target.folders.map((guid, i) => [`folders[${i}]`, guid] as const),
    ['format', format],
    ...(source === 'source' && format !== 'original' ? [['exportSource', 'source'] as const] : []),
  ])}`;
}

/** A zip of many files takes a while: the status message shows at once rather than after 3 s. */
export const isLargeExport = (target: ExportTarget): boolean =>
  target.kind === 'library' && (target.folders.length > 0 || target.files.length > 1);
