import { describe, expect, it } from 'vitest';
import { gwyddionGwyFormat } from '../../src/io/formats/gwyddion-gwy.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectGwyddionChannels } from './spm-gwyddion-reference.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array, fileName = 'test.gwy'): SurfaceFile =>
  (gwyddionGwyFormat.read as NonNullable<typeof gwyddionGwyFormat.read>)(bytes, { fileName });
const write = gwyddionGwyFormat.write as NonNullable<typeof gwyddionGwyFormat.write>;

describeRealFiles('GWY real files', () => {
  it('gwyfile test.gwy: channel "Test", 128 × 128, data[0][0] and data[44][33] (gwyfile test_gwyobject.py)', () => {
    const path = 'gwy/gwyfile__test.gwy';
    const result = read(readRealFile(path), path);
    expect(result.channels.map((c) => c.name)).toContain('Test');
    const s = result.channels[0]!.surface;
    expect([s.ny, s.nx]).toEqual([128, 128]);
    // gwyfile's data is [row][col]: data[44][33] is z[44 * nx + 33].
    expect(Math.abs((s.z[0] as number) / 0.00082494 - 1)).toBeLessThan(1e-5);
    expect(Math.abs((s.z[44 * s.nx + 33] as number) / 0.00085301 - 1)).toBeLessThan(1e-5);
    expect(s.z[0]).toBeCloseTo(0.0008249385446819946, 15);
    expect(result.channels[0]!.zUnit).toBe('');
    expect(result.warnings.map((w) => w.code)).toContain('metadata-incomplete');
    expectGwyddionChannels(path, result, { sizeDigits: 12, statsDigits: 9, exactRange: true });
  });

  it('PTO_110_Virgin0001.gwy: 4 channels, names and units of SciFiReaders test_gwy.py, 256 rows, Gwyddion values', () => {
    const path = 'gwy/scifidatasets__PTO_110_Virgin0001.gwy';
    const result = read(readRealFile(path), path);
    expect(result.channels.map((c) => c.name)).toEqual([
      'HeightRetrace',
      'AmplitudeRetrace',
      'DeflectionRetrace',
      'PhaseRetrace',
    ]);
    expect(result.channels.map((c) => c.zUnit)).toEqual(['m', 'm', 'm', 'deg']);
    expect(result.channels.map((c) => c.kind)).toEqual(['height', 'other', 'other', 'other']);
    for (const c of result.channels) expect(c.surface.ny).toBe(256);
    // The Asylum→Gwyddion conversion carries 10 µm × 256/255 (the IBW N × sfA convention).
    expect(result.channels[0]!.surface.nx * result.channels[0]!.surface.dx).toBeCloseTo(1.003921569e-5, 14);
    expect(Object.keys(result.channels[0]!.surface.meta.raw ?? {}).length).toBeGreaterThan(100);
    expectGwyddionChannels(path, result, { sizeDigits: 12, statsDigits: 9, exactRange: true });
  });

  for (const [path, size] of [
    ['gwy/scifidatasets__GwiddionReader_bipm.gwy', 5e-6],
    ['gwy/scifidatasets__GwiddionReader_chip.gwy', 8e-5],
  ] as const) {
    it(`${path} (Gwyddion 1.x "GWYO"): one height channel, ${size} m field, Gwyddion values`, () => {
      const result = read(readRealFile(path), path);
      expect(result.channels).toHaveLength(1);
      const channel = result.channels[0]!;
      expect(channel.kind).toBe('height');
      expect(channel.surface.nx * channel.surface.dx).toBeCloseTo(size, 15);
      expectGwyddionChannels(path, result, { sizeDigits: 12, statsDigits: 9, exactRange: true });
    });
  }
});

function sampleFile(): SurfaceFile {
  const grid = { nx: 3, ny: 2, dx: 1e-6, dy: 2e-6, x0: 5e-6 };
  return makeSurfaceFile('test', [
    makeChannel('Height', 'height', grid, new Float64Array([1e-9, 2e-9, NaN, 4e-9, 5e-9, 6e-9])),
    makeChannel('Phase', 'other', grid, new Float64Array([1, 2, 3, 4, 5, 6]), 'deg'),
  ]);
}

describe('GWY synthetic files and writer', () => {
  it('round trip: grid, offsets, titles, units; NaN written as the mean under a mask', () => {
    const bytes = write(sampleFile());
    expect(gwyddionGwyFormat.magic(bytes.subarray(0, 4096), 'x.gwy')).toBe('yes');
    const result = read(bytes);
    expect(result.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['Height', 'height', 'm'],
      ['Phase', 'other', 'deg'],
    ]);
    const s = result.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([3, 2, 1e-6, 2e-6, 5e-6, 0]);
    expect(Array.from(s.z).map((v) => Math.round(v * 1e12) / 1e3)).toEqual([1, 2, 3.6, 4, 5, 6]);
    expect(result.metadata['Height: masked points (kept)']).toBe('1');
    expect(Array.from(result.channels[1]!.surface.z)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('writes one channel when asked', () => {
    const result = read(write(sampleFile(), { channel: 1 }));
    expect(result.channels.map((c) => c.name)).toEqual(['Phase']);
    expectSurfaceError(() => write(sampleFile(), { channel: 7 }), 'invalid-request');
  });

  it('truncated → corrupt-file at every cut', () => {
    const bytes = write(sampleFile());
    for (const cut of [3, 4, 10, 40, 200, bytes.length - 1]) {
      expectSurfaceError(() => read(bytes.subarray(0, cut)), 'corrupt-file');
    }
  });

  it('absurd dimensions → SurfaceError without allocating', () => {
    const file = sampleFile();
    const bytes = write(file, { channel: 1 });
    // Patch xres/yres ("xres\0i" + int32) to 60000 × 60000.
    const patched = bytes.slice();
    const view = new DataView(patched.buffer);
    const text = String.fromCharCode(...patched);
    view.setInt32(text.indexOf('xres\0i') + 6, 60000, true);
    view.setInt32(text.indexOf('yres\0i') + 6, 60000, true);
    expectSurfaceError(() => read(patched), 'image-length-exceeded');
    // A data array claiming 2^31 doubles overruns its object before anything is allocated.
    const hostile = bytes.slice();
    new DataView(hostile.buffer).setUint32(text.indexOf('data\0D') + 6, 0x7fffffff, true);
    expectSurfaceError(() => read(hostile), 'corrupt-file');
  });

  it('magic never throws', () => {
    expect(gwyddionGwyFormat.magic(new Uint8Array(0), 'x.gwy')).toBe('no');
    expect(gwyddionGwyFormat.magic(new TextEncoder().encode('GWY'), 'x.gwy')).toBe('no');
  });
});
