// x, z line scans in text: two columns (position, height), or three when a spreadsheet export put a
// row index first (csv-2.csv), whitespace/comma/semicolon separated, UTF-8, latin1 or UTF-16.
//
// Format descriptions followed: SurfaceTopography's XYZ reader docs (IO/XYZ.py: "two columns are
// interpreted as a line scan x, z; the line scan may be nonuniform") and Gwyddion's user guide,
// "ASCII graph" import (modules/file/rawgraph.c,
// https://gwyddion.net/documentation/user-guide-en/file-formats.html).
//
// A profile is a surface with ny = 1 and dy = dx. Non-uniform positions (xy-1/3/6, nonuniform.asc,
// Dektak's rounded x) are resampled linearly onto the same number of equal steps over the same range
// with a 'nonuniform-sampling-resampled' warning (io/text/uniform-profile.ts); SurfaceTopography
// keeps them non-uniform, so its profile statistics differ slightly from ours on those files.
// Units: from the column titles ("x in µm", "X_(microns)") or a units line ("µm µm"); otherwise
// positions all below 0.1 are metres, else µm, and heights share the x unit — with a warning.
import type { SurfaceFile } from '../../surface/surface-file.ts';
import { defineFormat, extensionOf, matchesExtension, type MagicVerdict } from '../format.ts';
import { looksLikeGzip } from '../text/bounded-gunzip.ts';
import { decodeText, looksLikeText } from '../text/decode-text.ts';
import { parseNumericTable } from '../text/numeric-table.ts';
import { profileFileFromTable } from '../text/xy-profile-file.ts';

const EXTENSIONS = ['xy', 'txt', 'asc', 'csv', 'prf', 'txt.gz', 'csv.gz'];

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  if (looksLikeGzip(head))
    return matchesExtension({ extensions: EXTENSIONS }, extensionOf(fileName)) ? 'maybe' : 'no';
  return looksLikeText(head) ? 'maybe' : 'no';
}

function read(bytes: Uint8Array): SurfaceFile {
  return profileFileFromTable(parseNumericTable(decodeText(bytes)), { format: 'xy-profile' });
}

export const xyProfileFormat = defineFormat({
  id: 'xy-profile',
  name: 'Text x, z line scan (profile)',
  extensions: EXTENSIONS,
  specification:
    'SurfaceTopography IO/XYZ.py reader docs (two-column line scans); Gwyddion user guide, file formats: ASCII graph (https://gwyddion.net/documentation/user-guide-en/file-formats.html)',
  magic,
  read,
});
