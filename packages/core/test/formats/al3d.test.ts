// Alicona AL3D: al3d-1 against SurfaceTopography (MANIFEST §3 al3d) and Gwyddion 2.62 (§4.2),
// synthetic files (padded rows, invalid points, texture) and robustness.
import { describe, expect, it } from 'vitest';
import { al3dFormat } from '../../src/io/formats/al3d.ts';
import {} from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => al3dFormat.read!(bytes, { fileName: 'x.al3d' });

/** Header with the given tags (after Version and TagCount), depth rows padded to `stride`. */
function syntheticAl3d(options: {
  cols: number;
  rows: number;
  stride: number;
  depths: number[];
  texture?: number[][];
  extraTags?: [string, string][];
}): Uint8Array {
  const { cols, rows, stride, depths, texture = [] } = options;
  const tagsBase: [string, string][] = [
    ['Cols', String(cols)],
    ['Rows', String(rows)],
    ['PixelSizeXMeter', '1e-06'],
    ['PixelSizeYMeter', '2e-06'],
    ['InvalidPixelValue', '3.000000028082e+15'],
    ['NumberOfPlanes', String(texture.length)],
    ['TexturePtr', texture.length >= 3 ? '0;1;2' : ''],
    ...(options.extraTags ?? []),
  ];
  const headerLength = 17 + (tagsBase.length + 4) * 52;
  const depthOffset = headerLength;
  const textureOffset = depthOffset + stride * rows * 4;
  const tags: [string, string][] = [
    ['Version', '1'],
    ['TagCount', String(tagsBase.length + 2)],
    ...tagsBase,
    ['DepthImageOffset', String(depthOffset)],
    ['TextureImageOffset', texture.length > 0 ? String(textureOffset) : '0'],
  ];
  const out = new Uint8Array(textureOffset + texture.length * stride * rows);
  const put = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[at + i] = s.charCodeAt(i);
  };
  put(0, 'AliconaImaging\0\r\n');
  tags.forEach(([key, value], i) => {
    put(17 + i * 52, key);
    put(17 + i * 52 + 20, value);
    put(17 + i * 52 + 50, '\r\n');
  });
  const view = new DataView(out.buffer);
  depths.forEach((d, i) => {
    const row = Math.floor(i / cols);
    view.setFloat32(depthOffset + (row * stride + (i % cols)) * 4, d, true);
  });
  texture.forEach((plane, p) =>
    plane.forEach((v, i) => {
      out[textureOffset + p * stride * rows + Math.floor(i / cols) * stride + (i % cols)] = v;
    }),
  );
  return out;
}

describeRealFiles('AL3D real file', () => {
  it('al3d-1: 200 × 296, sizes, Sq and profile RMS of SurfaceTopography; Gwyddion corners and texture', () => {
    const file = read(readRealFile('al3d/surfacetopography__al3d-1.al3d'));
    const depth = file.channels[0]!;
    const s = depth.surface;
    expect(depth.kind).toBe('height');
    expect(depth.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([200, 296]); // test_al3d.py L61–62
    expect((s.nx * s.dx) / 8.76054e-5).toBeCloseTo(1, 6); // L65
    expect((s.ny * s.dy) / 0.000129655992).toBeCloseTo(1, 6); // L66
    expect(file.metadata.vendor).toBe('Alicona Imaging'); // L69
    expect(file.metadata.software).toBe('MeasureSuite 5.3.6'); // L70
    expect(s.meta.instrument).toBe('Alicona Imaging');
    expect(rmsFromArea(s) / 7.688266102603082e-6).toBeCloseTo(1, 6); // L72
    expect(rmsFromProfiles(s, 'x') / 3.915731160953795e-6).toBeCloseTo(1, 6); // L73
    expect(rmsFromProfiles(s, 'y') / 6.620846789152015e-6).toBeCloseTo(1, 6); // L74 (transpose)
    expect(rmsFromArea(s) / 7.68826584e-6).toBeCloseTo(1, 7); // Gwyddion §4.2
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    expect(at(0, 0)).toBeCloseTo(0.07635815441608429, 12);
    expect(at(0, 199)).toBeCloseTo(0.07634570449590683, 12);
    expect(at(295, 0)).toBeCloseTo(0.07633679360151291, 12);
    expect(at(295, 199)).toBeCloseTo(0.07632320374250412, 12);
    expect(at(10, 20)).toBeCloseTo(0.07635648548603058, 12);
    expect(s.z.some(Number.isNaN)).toBe(false); // Gwyddion masks nothing

    const texture = file.channels.find((c) => c.name === 'Texture')!;
    expect(texture.kind).toBe('image');
    // Gwyddion's Texture (R/G/B) z[0,0] = 35/256, 62/256, 48/256.
    expect(Array.from(texture.image!.rgba.subarray(0, 4))).toEqual([35, 62, 48, 255]);
    const quality = file.channels.find((c) => c.name === 'DepthImageRes')!;
    expect(quality.surface.z[0]).toBe(0.31640625); // Gwyddion DepthImageRes z[0,0]
    expect(quality.surface.z[295 * 200 + 199]).toBe(0.171875);
  });
});

describe('AL3D synthetic files', () => {
  it('reads padded rows, invalid points and an RGB texture', () => {
    const depths = [1e-6, 2e-6, 3e-6, 3.000000028082e15, 5e-6, 6e-6];
    const texture = [
      [1, 2, 3, 4, 5, 6],
      [10, 20, 30, 40, 50, 60],
      [100, 110, 120, 130, 140, 150],
    ];
    const file = read(syntheticAl3d({ cols: 3, rows: 2, stride: 8, depths, texture }));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1e-6, 2e-6]);
    expect(s.z[2]).toBeCloseTo(3e-6, 12);
    expect(s.z[3]).toBeNaN();
    expect(s.z[5]).toBeCloseTo(6e-6, 12);
    const rgba = file.channels[1]!.image!.rgba;
    expect(Array.from(rgba.subarray(4 * 4, 4 * 5))).toEqual([5, 50, 140, 255]);
  });

  it('leaves out a 16-bit texture (twice the bytes) but keeps the heights', () => {
    const bytes = syntheticAl3d({
      cols: 8,
      rows: 1,
      stride: 8,
      depths: [1, 2, 3, 4, 5, 6, 7, 8],
      texture: [[1], [2], [3]],
    });
    const doubled = new Uint8Array(bytes.length + 3 * 8);
    doubled.set(bytes);
    const file = read(doubled);
    expect(file.channels.map((c) => c.name)).toEqual(['Depth']);
    expect(file.warnings.map((w) => w.code)).toEqual(['channel-skipped']);
    expect(file.channels[0]!.surface.z[7]).toBe(8);
  });

  it('reads unpadded rows when the file holds exactly cols × rows', () => {
    const file = read(syntheticAl3d({ cols: 3, rows: 2, stride: 3, depths: [1, 2, 3, 4, 5, 6] }));
    expect(Array.from(file.channels[0]!.surface.z)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('magic', () => {
    expect(al3dFormat.magic(syntheticAl3d({ cols: 1, rows: 1, stride: 8, depths: [1] }), 'a')).toBe('yes');
    expect(
      al3dFormat.magic(
        Uint8Array.from('Alicona', (c) => c.charCodeAt(0)),
        'a',
      ),
    ).toBe('no');
  });

  it('truncated or absurd files fail with SurfaceError', () => {
    const bytes = syntheticAl3d({ cols: 3, rows: 2, stride: 3, depths: [1, 2, 3, 4, 5, 6] });
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 100)), 'corrupt-file');
    const huge = syntheticAl3d({
      cols: 3,
      rows: 2,
      stride: 3,
      depths: [1],
      extraTags: [],
    });
    const text = new TextDecoder('latin1').decode(huge);
    const colsAt = text.indexOf('Cols') + 20;
    const set = (at: number, s: string) => {
      huge.fill(0, at, at + 30);
      for (let i = 0; i < s.length; i++) huge[at + i] = s.charCodeAt(i);
    };
    set(colsAt, '60000');
    set(text.indexOf('Rows') + 20, '60000');
    expectSurfaceError(() => read(huge), 'image-length-exceeded');
    set(colsAt, '4000');
    set(text.indexOf('Rows') + 20, '4000');
    expectSurfaceError(() => read(huge), 'corrupt-file');
    set(text.indexOf('TagCount') + 20, '99999999');
    expectSurfaceError(() => read(huge), 'corrupt-file');
  });
});

describeReaderOnRealFiles(al3dFormat, ['al3d']);

describeReaderOnDamagedCopies(al3dFormat, 'al3d/surfacetopography__al3d-1.al3d');
