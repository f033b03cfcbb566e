import { describe, expect, it } from 'vitest';
import { hdf5Format, looksLikeZygoDatx, transposeToRows } from '../../src/io/formats/hdf5.ts';
import {} from '../../src/surface/surface-error.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const H5 = 'h5/surfacetopography__multiple_data_sets.h5';

describe('hdf5: column-first layout', () => {
  it('puts data[i][j] at z[row = j, col = i] (SurfaceTopography: first index along x)', () => {
    // shape (3, 2): three columns, two rows.
    const { nx, ny, z } = transposeToRows({ shape: [3, 2], values: [1, 2, 3, 4, 5, 6] });
    expect([nx, ny]).toEqual([3, 2]);
    expect(Array.from(z)).toEqual([1, 3, 5, 2, 4, 6]);
  });

  it('says maybe for the HDF5 signature and no otherwise, without throwing', () => {
    expect(hdf5Format.magic(Uint8Array.of(0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a), 'x.h5')).toBe(
      'maybe',
    );
    expect(hdf5Format.magic(new Uint8Array(0), 'x.h5')).toBe('no');
    expect(hdf5Format.magic(new TextEncoder().encode('CDF\x01'), 'x.h5')).toBe('no');
  });
});

describe('hdf5: Zygo DATX files are left to the DATX reader', () => {
  it('recognises the DATX root (MetaData and Measurement) so a DATX file never opens uncalibrated', () => {
    expect(looksLikeZygoDatx(['Attributes', 'Data', 'MetaData', 'Measurement'])).toBe(true);
    expect(looksLikeZygoDatx(['dataset1', 'dataset2'])).toBe(false);
  });
});

describeRealFiles('hdf5: real file multiple_data_sets.h5', () => {
  const bytes = readRealFile(H5);
  const file = hdf5Format.read!(bytes, { fileName: 'multiple_data_sets.h5' });

  it('has the two channels SurfaceTopography asserts (test_h5.py L57–69): 256×256 and 640×480', () => {
    expect(file.channels.map((c) => c.name)).toEqual(['dataset1', 'dataset2']);
    const [first, second] = file.channels;
    expect([first!.surface.nx, first!.surface.ny]).toEqual([256, 256]);
    expect([second!.surface.nx, second!.surface.ny]).toEqual([640, 480]);
    expect(file.channels.every((c) => c.kind === 'height' && c.zUnit === 'm')).toBe(true);
  });

  it('warns that sizes and units are assumed (HDF5 stores none)', () => {
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete', 'metadata-incomplete']);
    expect(file.channels[0]!.surface.dx).toBe(1);
  });

  it('orients dataset2 with the first HDF5 index along x (corner values)', () => {
    const s = file.channels[1]!.surface;
    // data[0][0], data[0][479], data[639][0] of the stored 640 × 480 array (float32).
    expect(s.z[0]).toBeCloseTo(-0.0002655062125995755, 15);
    expect(s.z[(s.ny - 1) * s.nx]).toBeCloseTo(-0.00028399284929037094, 15);
    expect(s.z[s.nx - 1]).toBeCloseTo(-0.0002564632741268724, 15);
  });

  it('dataset1 is the mi-1 topography in µm: its RMS matches Gwyddion 2.62 mi-1 Sq 3.32154265e-08 m', () => {
    // Cross-check with an independent reader: MANIFEST §4.2 mi-1 channel 0 Sq (in metres) × 1e6.
    expect(rmsFromArea(file.channels[0]!.surface)).toBeCloseTo(3.32154265e-8 * 1e6, 9);
    expect(file.channels[0]!.surface.z[0]).toBeCloseTo(-0.49869003295898445, 12);
  });

  it('a truncated file is a corrupt-file SurfaceError', () => {
    for (const length of [8, 100, 1000, 5000, bytes.length - 4096]) {
      expectSurfaceError(
        () => hdf5Format.read!(bytes.slice(0, length), { fileName: 'x.h5' }),
        'corrupt-file',
      );
    }
  });

  it('absurd dataset dimensions are rejected before anything is allocated', () => {
    const hostile = bytes.slice();
    const view = new DataView(hostile.buffer);
    // dataset1's dataspace: two little-endian u64 dimensions 256, 256 at offset 832.
    expect([view.getUint32(832, true), view.getUint32(840, true)]).toEqual([256, 256]);
    view.setUint32(832, 0x7fffffff, true);
    view.setUint32(840, 0x7fffffff, true);
    expectSurfaceError(() => hdf5Format.read!(hostile, { fileName: 'x.h5' }), 'corrupt-file');
    view.setUint32(832, 16000, true);
    view.setUint32(840, 16000, true);
    expectSurfaceError(() => hdf5Format.read!(hostile, { fileName: 'x.h5' }), 'image-length-exceeded');
  });
});
