// x, y, z point lists against MANIFEST §3 "Text / ASCII" (SurfaceTopography test/IO/test_xyz.py
// L71–86) and Gwyddion 2.62's rawxyz values (§4.2: 4 × 4, Sq 0.330718914 / 0.494871659 in the
// file unit). The files state no unit: positions ≥ 0.1 are taken as µm, z follows (warnings).
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xyzTextFormat } from '../../src/io/formats/xyz-text.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!xyzTextFormat.read) throw new Error('no reader');
  return xyzTextFormat.read(bytes, { fileName: 'a.xyz' });
};
const surfaceOf = (file: SurfaceFile) => {
  const channel = file.channels[0];
  if (!channel) throw new Error('no channel');
  return channel.surface;
};

describeRealFiles('xyz text — real files', () => {
  for (const name of ['xyz-1.txt', 'xyz-1-different-order.txt']) {
    it(`${name}: 4 × 4, the two 2s at x = 1, y = 1 and 2; Gwyddion Sq 0.330718914`, () => {
      const file = read(readRealFile(`txt/surfacetopography__${name}`));
      const s = surfaceOf(file);
      expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([4, 4, 1e-6, 1e-6, 0, 0]);
      // SurfaceTopography z[x][y] == [[1,1,1,1],[1,2,2,1],[1,1,1,1],[1,1,1,1]] → ours z[row=y][col=x].
      const expected = new Array<number>(16).fill(1e-6);
      expected[1 * 4 + 1] = 2e-6;
      expected[2 * 4 + 1] = 2e-6;
      expect(Array.from(s.z)).toEqual(expected);
      expect(Math.abs(rmsFromArea(s) / 0.330718914e-6 - 1)).toBeLessThan(1e-8);
      expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete', 'metadata-incomplete']);
    });
  }

  it('xyz-2.txt: 4 × 4 with two NaN points; Gwyddion Sq 0.494871659', () => {
    const s = surfaceOf(read(readRealFile('txt/surfacetopography__xyz-2.txt')));
    expect([s.nx, s.ny]).toEqual([4, 4]);
    expect(Number.isNaN(s.z[0 * 4 + 1])).toBe(true);
    expect(Number.isNaN(s.z[1 * 4 + 2])).toBe(true);
    expect(Math.abs(rmsFromArea(s) / 0.494871659e-6 - 1)).toBeLessThan(1e-8);
  });

  it('refuses a matrix and an x, z profile', () => {
    expectSurfaceError(
      () => read(readRealFile('txt/surfacetopography__matrix-5.txt')),
      'unsupported-image-type',
    );
    expectSurfaceError(() => read(readRealFile('txt/surfacetopography__xy-1.txt')), 'unsupported-image-type');
  });
});

describe('xyz text — synthetic and hostile input', () => {
  it('reads units from the column titles and keeps the origin', () => {
    const s = surfaceOf(read(strToU8('x [mm]; y [mm]; z [nm]\n1;5;1\n2;5;2\n1;5,5;3\n2;5,5;4\n')));
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([2, 2, 1e-3, 0.5e-3, 1e-3, 5e-3]);
    expect(Array.from(s.z, (v) => Math.round(v * 1e9))).toEqual([1, 2, 3, 4]);
  });

  it('scattered points are unsupported with the reason', () => {
    expectSurfaceError(() => read(strToU8('0 0 1\n1 0.3 1\n0.2 1 1\n1 1 1\n')), 'unsupported-image-type');
    expectSurfaceError(
      () => read(strToU8('0 0 1\n1 0 1\n0 1 1\n1 1 1\n1 1 2\n2 1 1\n')),
      'unsupported-image-type',
    );
  });

  it('a truncated list (missing z of the last point) is corrupt-file', () => {
    expectSurfaceError(() => read(strToU8('0 0 1\n1 0 1\n0 1 1\n1 1\n')), 'corrupt-file');
  });

  it('huge coordinates do not allocate a grid: the grid comes from the points themselves', () => {
    expectSurfaceError(() => read(strToU8('0 0 1\n1e300 0 1\n0 1e300 1\n')), 'unsupported-image-type');
  });
});
