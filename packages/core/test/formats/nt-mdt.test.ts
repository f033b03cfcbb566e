import { describe, expect, it } from 'vitest';
import { ntMdtFormat } from '../../src/io/formats/nt-mdt.ts';
import { SurfaceError, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!ntMdtFormat.read) throw new Error('nt-mdt has no reader');
  return ntMdtFormat.read(bytes, { fileName: 'x.mdt' });
};

/** One scanned frame (type 0): nm lateral axes, nm heights, rows bottom-up in the file. */
function scannedMdt(
  nx: number,
  ny: number,
  samples: readonly number[],
  declaredNx = nx,
  declaredNy = ny,
): Uint8Array {
  const varSize = 30 + 77;
  const frameSize = 22 + varSize + 8 + samples.length * 2 + 4 + 4;
  const bytes = new Uint8Array(33 + frameSize);
  const v = new DataView(bytes.buffer);
  bytes.set([0x01, 0xb0, 0x93, 0xff]);
  v.setUint32(4, frameSize, true);
  v.setUint16(12, 0, true); // one frame
  let p = 33;
  v.setUint32(p, frameSize, true);
  v.setUint16(p + 4, 0, true);
  v.setUint16(p + 20, varSize, true);
  const scales = p + 22;
  v.setFloat32(scales, 0, true);
  v.setFloat32(scales + 4, 10, true); // 10 nm per pixel
  v.setInt16(scales + 8, -1, true);
  v.setFloat32(scales + 10, 0, true);
  v.setFloat32(scales + 14, 20, true); // 20 nm per pixel
  v.setInt16(scales + 18, -1, true);
  v.setFloat32(scales + 20, 1, true); // z = 1 nm + 0.5 nm · raw
  v.setFloat32(scales + 24, 0.5, true);
  v.setInt16(scales + 28, -1, true);
  p += 22 + varSize;
  v.setUint16(p + 2, declaredNx, true);
  v.setUint16(p + 4, declaredNy, true);
  p += 8;
  samples.forEach((s, i) => v.setInt16(p + 2 * i, s, true));
  p += samples.length * 2;
  v.setUint32(p, 4, true);
  bytes.set([0x54, 0x6f, 0x70, 0x6f], p + 4); // "Topo"
  return bytes;
}

describe('nt-mdt reader', () => {
  it('recognises the magic', () => {
    expect(ntMdtFormat.magic(scannedMdt(1, 1, [0]), 'a.mdt')).toBe('yes');
    expect(ntMdtFormat.magic(new Uint8Array([1, 2, 3, 4]), 'a.mdt')).toBe('no');
    expect(ntMdtFormat.magic(new Uint8Array(0), 'a.mdt')).toBe('no');
  });

  it('reads a minimal scanned frame in metres with rows top-down', () => {
    const file = read(scannedMdt(3, 2, [0, 1, 2, 10, 11, 12]));
    expect(file.channels).toHaveLength(1);
    const ch = file.channels[0]!;
    expect(ch.name).toBe('Topo');
    expect(ch.kind).toBe('height');
    expect(ch.zUnit).toBe('m');
    const s = ch.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(10e-9, 20);
    expect(s.dy).toBeCloseTo(20e-9, 20);
    // File row 1 (raw 10, 11, 12) is the surface's row 0.
    expect(Array.from(s.z).map((z) => Math.round(z * 1e11) / 100)).toEqual([6, 6.5, 7, 1, 1.5, 2]);
  });

  it('decodes a Windows-1251 frame title', () => {
    const bytes = scannedMdt(3, 2, [0, 1, 2, 10, 11, 12]);
    bytes.set([0xc2, 0xfb, 0xf1, 0xee], bytes.length - 4); // "Высо"
    expect(read(bytes).channels[0]!.name).toBe('Высо');
  });

  it('rejects a truncated file with corrupt-file', () => {
    const bytes = scannedMdt(3, 2, [0, 1, 2, 10, 11, 12]);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 20)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 20)), 'corrupt-file');
  });

  it('rejects absurd dimensions without allocating', () => {
    const bytes = scannedMdt(1, 1, [0], 65535, 65535);
    expect(() => read(bytes)).toThrow(SurfaceError);
  });
});

describeRealFiles('nt-mdt real files', () => {
  it('test_mdt.mdt: one MDA current image, Gwyddion 2.62 values', () => {
    const file = read(readRealFile('mdt/scifidatasets__test_mdt.mdt'));
    expect(file.format).toBe('nt-mdt');
    expect(file.channels).toHaveLength(1);
    const ch = file.channels[0]!;
    expect(ch.name).toBe('1F:Iprobe');
    expect(ch.kind).toBe('other');
    expect(ch.zUnit).toBe('A');
    const s = ch.surface;
    expect([s.nx, s.ny]).toEqual([256, 256]);
    // The point pitch from the file; Gwyddion reports (n − 1) · pitch = 3.0008335441860447e-06 m.
    expect(s.dx).toBeCloseTo(0.011767974683082529e-6, 18);
    expect(s.dy).toBeCloseTo(0.011767974683082529e-6, 18);
    expect((s.nx - 1) * s.dx).toBeCloseTo(3.0008335441860447e-6, 15);
    expect(rmsFromArea(s)).toBeCloseTo(1.7188313906953437e-9, 15);
    expect(Math.abs(rmsFromArea(s) / 1.7188313906953437e-9 - 1)).toBeLessThan(1e-6);
    let min = Infinity;
    let max = -Infinity;
    for (const z of s.z) {
      min = Math.min(min, z);
      max = Math.max(max, z);
    }
    expect(min / -5.874678655999999e-11).toBeCloseTo(1, 9);
    expect(max / 5.268938250943999e-8).toBeCloseTo(1, 9);
    // Corners, Gwyddion z[row, col]: orientation check.
    const at = (row: number, col: number) => s.z[row * s.nx + col]!;
    expect(at(0, 0) / 1.5258905599999997e-12).toBeCloseTo(1, 9);
    expect(at(0, 255) / -1.7166268799999995e-11).toBeCloseTo(1, 9);
    expect(at(255, 0) / -2.8991920639999994e-11).toBeCloseTo(1, 9);
    expect(at(255, 255) / -2.5558666879999997e-11).toBeCloseTo(1, 9);
    expect(at(1, 2) / -2.1362467839999996e-11).toBeCloseTo(1, 9);
    // Frame 2 is a curves frame: skipped with a warning, not silently.
    expect(file.warnings.some((w) => w.code === 'channel-skipped')).toBe(true);
    expect(s.meta.imageProperties?.method).toBe('Spreading Resistance');
  });

  it('test_mdt.mdt truncated anywhere gives a SurfaceError', () => {
    const bytes = readRealFile('mdt/scifidatasets__test_mdt.mdt');
    for (const length of [10, 40, 800, 50000, 600000, bytes.length - 1]) {
      expectSurfaceError(() => read(bytes.subarray(0, length)), 'corrupt-file');
    }
  });
});
