// Sensofar PLU: plu-1 against SurfaceTopography (MANIFEST §3 .plu, incl. the curvature-detrended
// values) and Gwyddion 2.62 (§4.2); surfalize's test_1.plu against Gwyddion; synthetic files and
// robustness.
import { describe, expect, it } from 'vitest';
import { pluFormat } from '../../src/io/formats/plu.ts';
import {} from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsAfterCurvatureDetrend, rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => pluFormat.read!(bytes, { fileName: 'x.plu' });

function syntheticPlu(nx: number, ny: number, heightsUm: number[], withPicture = true): Uint8Array {
  const out = new Uint8Array(508 + nx * ny * 4 + (withPicture ? 8 + 3 * nx * ny : 0));
  const view = new DataView(out.buffer);
  const date = 'Fri Mar 10 16:35:59 2023';
  for (let i = 0; i < date.length; i++) out[i] = date.charCodeAt(i);
  view.setUint32(388, ny, true);
  view.setUint32(392, nx, true);
  view.setFloat32(404, 0.5, true);
  view.setFloat32(408, 0.25, true);
  view.setUint32(428 + 28, ny, true);
  view.setUint32(428 + 32, nx, true);
  heightsUm.forEach((h, i) => view.setFloat32(508 + 4 * i, h, true));
  if (withPicture) for (let i = 0; i < 3 * nx * ny; i++) out[508 + nx * ny * 4 + 8 + i] = i % 256;
  return out;
}

describeRealFiles('PLU real files', () => {
  it('plu-1: 768 × 576, sizes, Sq, profile RMS and curvature-detrended values of SurfaceTopography', () => {
    const file = read(readRealFile('plu/surfacetopography__plu-1.plu'));
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([768, 576]); // test_plu.py L62–63
    expect((s.nx * s.dx) / (1274.880066 * 1e-6)).toBeCloseTo(1, 6); // L66
    expect((s.ny * s.dy) / (956.160049 * 1e-6)).toBeCloseTo(1, 6); // L67
    expect(rmsFromArea(s) / (2.834391 * 1e-6)).toBeCloseTo(1, 6); // L71
    expect(rmsFromProfiles(s, 'x') / (2.833895 * 1e-6)).toBeCloseTo(1, 6); // L72
    expect(rmsAfterCurvatureDetrend(s) / (0.01818 * 1e-6)).toBeCloseTo(1, 3); // L75, rtol 1e-4 on 4 digits
    expect(rmsAfterCurvatureDetrend(s) / (0.01818034 * 1e-6)).toBeCloseTo(1, 5); // Gwyddion + numpy §4.1
    expect(rmsFromArea(s) / 2.83439099e-6).toBeCloseTo(1, 7); // Gwyddion §4.2
    // L76 (profile RMS after the curvature detrend, 0.018167 µm) needs a detrended surface, which
    // the reference statistics do not build; the area value above covers the same detrend.
    expect(s.z.some(Number.isNaN)).toBe(false);
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    expect(at(0, 0)).toBeCloseTo(-0.0001112265625, 15);
    expect(at(0, 767)).toBeCloseTo(-0.00010144921874999999, 15);
    expect(at(575, 0)).toBeCloseTo(-0.00011106640625, 15);
    expect(at(575, 767)).toBeCloseTo(-0.00010121484375, 15);
    expect(at(10, 20)).toBeCloseTo(-0.00011096875, 15);
    const gray = file.channels[1]!;
    expect(gray.kind).toBe('image');
    expect(gray.image!.rgba[0]).toBe(159); // Gwyddion Gray z[0,0]
    expect(gray.image!.rgba[4 * 767]).toBe(164); // z[0,-1]
    expect(gray.image!.rgba[4 * (575 * 768)]).toBe(167); // z[-1,0]
    expect(file.metadata.Date).toBe('Fri Mar 10 16:35:59 2023');
  });

  it('surfalize test_1.plu: Gwyddion sizes, Sq and corners', () => {
    const file = read(readRealFile('plu/surfalize__test_1.plu'));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([768, 576]);
    expect((s.nx * s.dx) / 0.0002549760131835937).toBeCloseTo(1, 7);
    expect((s.ny * s.dy) / 0.00019123200988769532).toBeCloseTo(1, 7);
    expect(rmsFromArea(s) / 5.20075415e-6).toBeCloseTo(1, 7);
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    expect(at(0, 0)).toBeCloseTo(5.62913703918457e-6, 15);
    expect(at(0, 767)).toBeCloseTo(5.798564910888671e-6, 15);
    expect(at(575, 0)).toBeCloseTo(2.1539363861083985e-6, 15);
    expect(at(575, 767)).toBeCloseTo(3.7940158843994138e-6, 15);
    expect(at(10, 20)).toBeCloseTo(-6.386783599853515e-6, 15);
    expect(file.channels[1]!.image!.rgba[0]).toBe(19);
  });
});

describe('PLU synthetic files', () => {
  it('reads heights in µm, the non-measured value and the picture', () => {
    const file = read(syntheticPlu(3, 2, [1, 2, 1000001, 4, 5, 6]));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 0.5e-6, 0.25e-6]);
    expect(s.z[1]).toBeCloseTo(2e-6, 15);
    expect(s.z[2]).toBeNaN();
    expect(Array.from(file.channels[1]!.image!.rgba.subarray(4, 8))).toEqual([3, 4, 5, 255]);
    expect(read(syntheticPlu(3, 2, [1, 2, 3, 4, 5, 6], false)).channels).toHaveLength(1);
  });

  it('magic: date text and consistent sizes', () => {
    expect(pluFormat.magic(syntheticPlu(3, 2, [1, 2, 3, 4, 5, 6]), 'a.plu')).toBe('yes');
    expect(pluFormat.magic(new Uint8Array(600), 'a.plu')).toBe('no');
    expect(pluFormat.magic(new Uint8Array(10), 'a.plu')).toBe('no');
  });

  it('truncated, inconsistent or absurd files fail with SurfaceError', () => {
    const bytes = syntheticPlu(3, 2, [1, 2, 3, 4, 5, 6], false);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 400)), 'corrupt-file');
    const huge = syntheticPlu(3, 2, [1, 2, 3, 4, 5, 6], false);
    const view = new DataView(huge.buffer);
    view.setUint32(388, 60000, true);
    view.setUint32(392, 60000, true);
    expectSurfaceError(() => read(huge), 'image-length-exceeded');
    view.setUint32(388, 2, true);
    view.setUint32(392, 4, true);
    expectSurfaceError(() => read(huge), 'corrupt-file');
    const noStep = syntheticPlu(3, 2, [1, 2, 3, 4, 5, 6], false);
    new DataView(noStep.buffer).setFloat32(404, 0, true);
    expectSurfaceError(() => read(noStep), 'corrupt-file');
  });
});

describeReaderOnRealFiles(pluFormat, ['plu']);

describeReaderOnDamagedCopies(pluFormat, 'plu/surfacetopography__plu-1.plu');
