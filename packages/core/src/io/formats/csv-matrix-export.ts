// CSV export of a height matrix (write only): the text matrix writer with commas, so that a
// writer chosen by the ".csv" extension (CLI convert, download dialogs) produces comma-separated
// values without having to know the text matrix writer's variants. Same layout as
// text-matrix.ts: Gwyddion-style "# Channel/Width/Height/Value units" header, heights in metres,
// '.' decimal, NaN as "NaN" — readable back by the text matrix reader.
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { defineFormat, type WriteOptions } from '../format.ts';
import { textMatrixFormat } from './text-matrix.ts';

function write(file: SurfaceFile, options?: WriteOptions): Uint8Array {
  if (!textMatrixFormat.write) throw new SurfaceError('invalid-request', 'the text matrix writer is missing');
  return textMatrixFormat.write(file, { ...options, variant: 'csv' });
}

export const csvMatrixExportFormat = defineFormat({
  id: 'csv-matrix',
  name: 'CSV height matrix (export only)',
  extensions: ['csv'],
  specification:
    'RFC 4180 (comma-separated values) with the Gwyddion ASCII export header, see text-matrix.ts',
  magic: () => 'no',
  write,
});
