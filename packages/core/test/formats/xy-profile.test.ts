// x, z line scans (xy-1…6, opdx-3.txt, nonuniform.asc, csv-1…3) against MANIFEST §3 "Text / ASCII"
// and "dektak CSV". A profile is ny = 1; SurfaceTopography's physical size of a non-uniform
// profile is its x range, which is (nx − 1)·dx here.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xyProfileFormat } from '../../src/io/formats/xy-profile.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!xyProfileFormat.read) throw new Error('no reader');
  return xyProfileFormat.read(bytes, { fileName: 'a.txt' });
};
const readReal = (path: string) => read(readRealFile(path));
const surfaceOf = (file: SurfaceFile) => {
  const channel = file.channels[0];
  if (!channel) throw new Error('no channel');
  return channel.surface;
};
const codes = (file: SurfaceFile) => file.warnings.map((w) => w.code);

const T = 'txt/surfacetopography__';

describeRealFiles('xy profile — real files', () => {
  it('xy-3.txt: x range 9 (test_xyz.py L122), non-uniform → resampled, the spike at 4.5 kept', () => {
    const file = readReal(`${T}xy-3.txt`);
    const s = surfaceOf(file);
    expect([s.nx, s.ny]).toEqual([11, 1]);
    expect((s.nx - 1) * s.dx).toBeCloseTo(9e-6, 15);
    expect(codes(file)).toContain('nonuniform-sampling-resampled');
    expect(s.z[5]).toBeCloseTo(1e-6, 15);
    expect(s.z[4]).toBe(0);
  });

  it('xy-4.txt: uniform (test_io.py L216–217), 10001 points, not resampled', () => {
    const file = readReal(`${T}xy-4.txt`);
    const s = surfaceOf(file);
    expect([s.nx, s.ny]).toEqual([10001, 1]);
    expect(codes(file)).not.toContain('nonuniform-sampling-resampled');
    expect(s.z[0]).toBeCloseTo(0.003581e-6, 18);
  });

  it('xy-5.txt keeps its NaN; xy-6.txt (non-uniform) makes only the points next to the NaN invalid', () => {
    const five = surfaceOf(readReal(`${T}xy-5.txt`));
    expect(Array.from(five.z, (v) => (Number.isNaN(v) ? 'NaN' : Math.round(v * 1e6)))).toEqual([
      1,
      'NaN',
      1,
      1,
    ]);
    const six = surfaceOf(readReal(`${T}xy-6.txt`));
    expect(Array.from(six.z, (v) => (Number.isNaN(v) ? 'NaN' : Math.round(v * 1e6)))).toEqual([
      1,
      'NaN',
      'NaN',
      1,
    ]);
  });

  it('xy-1.txt and xy-2.txt are the same scan; xy-2 states µm and its first 23 points', () => {
    const one = readReal(`${T}xy-1.txt`);
    const two = readReal(`${T}xy-2.txt`);
    expect(surfaceOf(one).nx).toBe(132);
    expect(surfaceOf(two).x0).toBeCloseTo(13.381669e-6, 15);
    expect(surfaceOf(one).x0).toBeCloseTo(13.381669e-6, 15);
    expect(codes(two)).toEqual(['nonuniform-sampling-resampled']);
    expect(codes(one)).toContain('metadata-incomplete');
  });

  it('opdx-3.txt: x, z in metres (the vendor-export pair of opdx-3.opdx), uniform 3001 points', () => {
    const file = readReal(`${T}opdx-3.txt`);
    const s = surfaceOf(file);
    expect([s.nx, s.ny]).toEqual([3001, 1]);
    expect(s.dx).toBeCloseTo(1.6655563e-8, 14);
    expect(s.z[0]).toBe(1.3718306e-9);
    expect(codes(file)).not.toContain('nonuniform-sampling-resampled');
  });

  it('nonuniform.asc: 134 points resampled', () => {
    const file = read(readRealFile('asc/surfacetopography__nonuniform.asc'));
    expect(surfaceOf(file).nx).toBe(134);
    expect(surfaceOf(file).z[0]).toBeCloseTo(190.81437e-6, 12);
    expect(codes(file)).toContain('nonuniform-sampling-resampled');
  });

  it('csv-1 (X_(microns)), csv-2 (UTF-16, index column), csv-3 (UTF-16) load (test_csv.py L69–73)', () => {
    const one = surfaceOf(readReal('csv/surfacetopography__csv-1.csv'));
    expect(one.nx).toBe(8);
    expect(one.x0).toBeCloseTo(0.0386e-6, 15);
    expect(one.z[0]).toBeCloseTo(2.10425e-6, 15);
    for (const name of ['csv-2', 'csv-3']) {
      const s = surfaceOf(readReal(`csv/surfacetopography__${name}.csv`));
      expect(s.nx).toBe(8);
      expect(s.x0).toBeCloseTo(-99.958333e-6, 11);
      expect(s.z[0]).toBeCloseTo(-1.427432857434913e-6, 15);
    }
  });

  it('refuses matrices and point lists', () => {
    expectSurfaceError(() => readReal(`${T}matrix-6.txt`), 'unsupported-image-type');
    expectSurfaceError(() => readReal(`${T}xyz-1.txt`), 'unsupported-image-type');
    expectSurfaceError(() => readReal(`${T}nonsense_txt_file.txt`), 'unsupported-image-type');
  });
});

describe('xy profile — synthetic and hostile input', () => {
  it('reads a decreasing uniform scan in reverse with units from the title', () => {
    const file = read(strToU8('# Instrument: Stylus 7\nx (mm)\tz (nm)\n3\t30\n2\t20\n1\t10\n'));
    expect(file.metadata['instrument']).toBe('Stylus 7');
    const s = surfaceOf(file);
    expect([s.nx, s.ny, s.dx, s.x0]).toEqual([3, 1, 1e-3, 1e-3]);
    expect(Array.from(s.z, (v) => Math.round(v * 1e9))).toEqual([10, 20, 30]);
  });

  it('a truncated last row is corrupt-file', () => {
    expectSurfaceError(() => read(strToU8('0 1\n1 2\n2 3\n3\n')), 'corrupt-file');
  });

  it('non-monotonic x is not a profile', () => {
    expectSurfaceError(() => read(strToU8('0 1\n2 2\n1 3\n3 4\n')), 'unsupported-image-type');
  });
});
