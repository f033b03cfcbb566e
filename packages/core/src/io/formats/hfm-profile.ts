// Profilometer line scans exported as ".hfm" text: a header line "X;Y;valid", a unit line
// "[mm];[mm];[1/0]", then one "x;z;valid" record per point (valid 1, invalid 0).
//
// Followed: SurfaceTopography's XYZ/line-scan reader documentation and its test of hfm-1.hfm
// (test/IO/test_xyz.py L97–109: 9600 points, uniform, 4.8 mm, unit mm; MANIFEST.md §2 #25, §3).
// Gwyddion 2.62 has no reader for it.
//
// The result is a profile surface (ny = 1) in metres, x0 = the first abscissa.
// Decision: the point spacing is (x_last − x_first)/(N − 1) and the length N × spacing, as
// SurfaceTopography reports (sx = 4.8 mm for 9600 points 0.5 µm apart). Abscissae that are not
// evenly spaced (beyond 1 % of a step) are resampled linearly onto that grid, with a
// 'nonuniform-sampling-resampled' warning; decreasing abscissae are a corrupt file.
import { strFromU8 } from 'fflate';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { ImportWarning, SurfaceFile } from '../../surface/surface-file.ts';
import { metresPerLengthUnit } from '../../units/length-units.ts';

const SIGNATURE = 'X;Y;valid';
const UNIFORM_TOLERANCE = 0.01;

function magic(head: Uint8Array): MagicVerdict {
  if (head.length < SIGNATURE.length) return 'no';
  for (let i = 0; i < SIGNATURE.length; i++) if (head[i] !== SIGNATURE.charCodeAt(i)) return 'no';
  return 'yes';
}

function unitOf(field: string | undefined, what: string): number {
  const symbol = (field ?? '').trim().replace(/^\[|\]$/g, '');
  const metres = metresPerLengthUnit(symbol);
  if (metres === undefined)
    throw new SurfaceError('corrupt-file', `hfm: the ${what} unit "${symbol}" is not a length`);
  return metres;
}

/** Linear interpolation of (x, z) at `count` points x0 + i·step; NaN stays NaN around it. */
function resample(x: Float64Array, z: Float64Array, x0: number, step: number, count: number): Float64Array {
  const out = new Float64Array(count);
  let k = 0;
  for (let i = 0; i < count; i++) {
    const xi = x0 + i * step;
    while (k < x.length - 2 && (x[k + 1] as number) < xi) k++;
    const xa = x[k] as number;
    const xb = x[k + 1] as number;
    const t = xb > xa ? (xi - xa) / (xb - xa) : 0;
    out[i] = (z[k] as number) + t * ((z[k + 1] as number) - (z[k] as number));
  }
  return out;
}

function read(bytes: Uint8Array): SurfaceFile {
  if (magic(bytes) !== 'yes')
    throw new SurfaceError('corrupt-file', 'hfm: the "X;Y;valid" header is missing');
  const lines = strFromU8(bytes).split(/\r?\n/);
  const units = (lines[1] ?? '').split(';');
  const xUnit = unitOf(units[0], 'x');
  const zUnit = unitOf(units[1], 'height');
  const records = lines.slice(2).filter((line) => line.trim() !== '');
  checkGridSize(records.length, 1, 'hfm profile');
  if (records.length < 2) throw new SurfaceError('corrupt-file', 'hfm: a profile needs at least two points');

  const x = new Float64Array(records.length);
  const z = new Float64Array(records.length);
  records.forEach((line, i) => {
    const [xs, zs, valid] = line.split(';');
    const xv = Number(xs);
    const zv = Number(zs);
    if (xs === undefined || zs === undefined || !Number.isFinite(xv) || Number.isNaN(zv)) {
      throw new SurfaceError('corrupt-file', `hfm: line ${i + 3} is not "x;z;valid"`);
    }
    x[i] = xv * xUnit;
    z[i] = valid !== undefined && valid.trim() === '0' ? NaN : zv * zUnit;
  });

  const count = records.length;
  const first = x[0] as number;
  const step = checkPositiveLength(((x[count - 1] as number) - first) / (count - 1), 'hfm point spacing');
  const warnings: ImportWarning[] = [];
  let uniform = true;
  for (let i = 1; i < count; i++) {
    if ((x[i] as number) < (x[i - 1] as number))
      throw new SurfaceError('corrupt-file', `hfm: x decreases at line ${i + 3}`);
    if (Math.abs((x[i] as number) - (first + i * step)) > UNIFORM_TOLERANCE * step) uniform = false;
  }
  let heights: Float64Array = z;
  if (!uniform) {
    heights = resample(x, z, first, step, count);
    warnings.push({
      code: 'nonuniform-sampling-resampled',
      message: `hfm: the abscissae are not evenly spaced; resampled linearly to ${count} points`,
    });
  }
  const channel = makeChannel(
    'Height',
    'height',
    { nx: count, ny: 1, dx: step, dy: step, x0: first },
    heights,
    'm',
  );
  return makeSurfaceFile('hfm-profile', [channel], {}, warnings);
}

export const hfmProfileFormat = defineFormat({
  id: 'hfm-profile',
  name: 'Profilometer line scan (.hfm, X;Y;valid)',
  extensions: ['hfm'],
  specification:
    'SurfaceTopography line-scan reader documentation and test_xyz.py (hfm-1), https://github.com/ContactEngineering/SurfaceTopography',
  magic,
  read,
});
