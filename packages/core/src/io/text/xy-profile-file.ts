// An x, z table (optionally preceded by a row-index column) → a SurfaceFile with one profile
// channel (ny = 1). Shared by the generic x,z text reader and vendor CSV exports (Dektak) whose
// data block is the same table under a longer header.
import { SurfaceError } from '../../surface/surface-error.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import type { ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import type { SurfaceMeta } from '../../surface/surface.ts';
import { checkGridSize } from '../binary-reader.ts';
import { columnUnits } from './column-units.ts';
import { headerMetadata } from './header-fields.ts';
import type { NumericTable } from './numeric-table.ts';
import { isIndexColumn, isMonotonicColumn } from './point-list-shape.ts';
import { uniformProfile } from './uniform-profile.ts';
import { guessUnitlessScale, LATERAL_METRES_BELOW, unitGuessWarning } from './unitless-scale.ts';

/** The header line that titles the columns: the last one with a letter in it. */
function titleLine(headerLines: readonly string[]): string | undefined {
  for (let i = headerLines.length - 1; i >= 0; i--) {
    const line = headerLines[i] as string;
    if (/\p{L}/u.test(line)) return line;
  }
  return undefined;
}

export interface ProfileFileOptions {
  readonly format: string;
  readonly metadata?: Readonly<Record<string, string>>;
  readonly meta?: SurfaceMeta;
}

export function profileFileFromTable(table: NumericTable, options: ProfileFileOptions): SurfaceFile {
  const indexed = table.columns === 3 && isIndexColumn(table) && isMonotonicColumn(table, 1);
  if (table.columns !== 2 && !indexed) {
    throw new SurfaceError('unsupported-image-type', `${table.columns} columns: an x, z profile has 2`);
  }
  const xColumn = indexed ? 1 : 0;
  const n = table.rows;
  checkGridSize(n, 1, 'profile');
  const units = columnUnits(titleLine(table.headerLines), table.columns);
  const warnings: ImportWarning[] = [];
  const x = new Float64Array(n);
  const z = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    x[r] = table.values[r * table.columns + xColumn] as number;
    z[r] = table.values[r * table.columns + xColumn + 1] as number;
  }
  let xScale = units[xColumn];
  if (xScale === undefined) {
    const guess = guessUnitlessScale(x, LATERAL_METRES_BELOW);
    warnings.push(unitGuessWarning('x', guess));
    xScale = guess.metresPerUnit;
  }
  let zScale = units[xColumn + 1];
  if (zScale === undefined) {
    zScale = xScale;
    warnings.push({
      code: 'metadata-incomplete',
      message: 'the file states no unit for the heights: taken as the x unit',
    });
  }
  for (let r = 0; r < n; r++) {
    x[r] = (x[r] as number) * xScale;
    z[r] = (z[r] as number) * zScale;
  }
  const profile = uniformProfile(x, z);
  if (profile.resampled) {
    warnings.push({
      code: 'nonuniform-sampling-resampled',
      message: `x positions are not equally spaced: resampled linearly onto ${profile.nx} equal steps`,
    });
  }
  const grid = { nx: profile.nx, ny: 1, dx: profile.dx, dy: profile.dx, x0: profile.x0 };
  const channel = makeChannel('Profile', 'height', grid, profile.z, 'm', options.meta);
  return makeSurfaceFile(
    options.format,
    [channel],
    options.metadata ?? headerMetadata(table.headerLines),
    warnings,
  );
}
