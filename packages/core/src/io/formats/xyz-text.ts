// x, y, z point lists in text (one point per line, whitespace/comma/semicolon separated), as
// written by Gwyddion's XYZ export, profilometer software and numpy/MATLAB dumps.
//
// Format descriptions followed: Gwyddion user guide, "XYZ data" import (modules/file/rawxyz.c,
// https://gwyddion.net/documentation/user-guide-en/file-formats.html) and SurfaceTopography's
// XYZ reader docs (IO/XYZ.py, read_xyz: "three columns x, y, z on a regular grid").
//
// Only gridded lists are read: the distinct x and y values must form an equally spaced nx × ny grid
// that the points fill exactly once, in any order (xyz-1-different-order.txt). Scattered points
// would need an interpolation (Gwyddion asks the user for one); they are refused as
// 'unsupported-image-type' with the reason. Rows are y ascending, columns x ascending — the
// orientation Gwyddion's rawxyz gives and SurfaceTopography's heights()[x, y] transposed.
// Units: from a column-title line ("x [µm] y [µm] z [nm]"); otherwise guessed (lateral values all
// below 0.1 → metres, else µm; heights follow the lateral unit) with a 'metadata-incomplete' warning.
import { SurfaceError } from '../../surface/surface-error.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import type { ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { checkGridSize } from '../binary-reader.ts';
import { defineFormat, extensionOf, matchesExtension, type MagicVerdict } from '../format.ts';
import { looksLikeGzip } from '../text/bounded-gunzip.ts';
import { columnUnits } from '../text/column-units.ts';
import { headerMetadata } from '../text/header-fields.ts';
import { decodeText, looksLikeText } from '../text/decode-text.ts';
import { parseNumericTable } from '../text/numeric-table.ts';
import { guessUnitlessScale, LATERAL_METRES_BELOW, unitGuessWarning } from '../text/unitless-scale.ts';
import { gridFromPoints } from '../text/xyz-grid.ts';

const EXTENSIONS = ['xyz', 'txt', 'asc', 'csv', 'xyz.gz', 'txt.gz'];

function magic(head: Uint8Array, fileName: string): MagicVerdict {
  if (looksLikeGzip(head))
    return matchesExtension({ extensions: EXTENSIONS }, extensionOf(fileName)) ? 'maybe' : 'no';
  return looksLikeText(head) ? 'maybe' : 'no';
}

function read(bytes: Uint8Array): SurfaceFile {
  const table = parseNumericTable(decodeText(bytes));
  if (table.columns !== 3) {
    throw new SurfaceError('unsupported-image-type', `${table.columns} columns: an x, y, z list has 3`);
  }
  const grid = gridFromPoints(table.values, 3, table.rows);
  if (typeof grid === 'string') throw new SurfaceError('unsupported-image-type', grid);
  checkGridSize(grid.nx, grid.ny, 'xyz grid');

  const warnings: ImportWarning[] = [];
  const [xUnit, yUnit, zUnit] = columnUnits(table.headerLines[table.headerLines.length - 1], 3);
  let lateral = xUnit ?? yUnit;
  if (lateral === undefined) {
    const guess = guessUnitlessScale(
      Float64Array.of(grid.x0, grid.x0 + (grid.nx - 1) * grid.dx, grid.y0, grid.y0 + (grid.ny - 1) * grid.dy),
      LATERAL_METRES_BELOW,
    );
    warnings.push(unitGuessWarning('x and y', guess));
    lateral = guess.metresPerUnit;
  }
  let vertical = zUnit;
  if (vertical === undefined) {
    vertical = lateral;
    warnings.push({
      code: 'metadata-incomplete',
      message: 'the file states no unit for z: taken as the x unit',
    });
  }
  const yLateral = yUnit ?? lateral;
  const z = grid.z;
  for (let i = 0; i < z.length; i++) z[i] = (z[i] as number) * vertical;
  const channel = makeChannel(
    'Height',
    'height',
    {
      nx: grid.nx,
      ny: grid.ny,
      dx: grid.dx * lateral,
      dy: grid.dy * yLateral,
      x0: grid.x0 * lateral,
      y0: grid.y0 * yLateral,
    },
    z,
  );
  return makeSurfaceFile('xyz-text', [channel], headerMetadata(table.headerLines), warnings);
}

export const xyzTextFormat = defineFormat({
  id: 'xyz-text',
  name: 'Text x, y, z point list on a regular grid',
  extensions: EXTENSIONS,
  specification:
    'Gwyddion user guide, file formats: XYZ data (https://gwyddion.net/documentation/user-guide-en/file-formats.html); SurfaceTopography IO/XYZ.py reader docs',
  magic,
  read,
});
