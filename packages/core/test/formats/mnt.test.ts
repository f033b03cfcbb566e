// Digital Surf Mountains documents: the height channel of both real files against the values
// SurfaceTopography asserts and the BCRF export of the same field; unknown structure is refused
// with 'unsupported-image-type'; a broken compound file is 'corrupt-file'; chains cannot loop.
import { describe, expect, it } from 'vitest';
import { compoundFileNames } from '../../src/io/compound-file/compound-file.ts';
import { mntFormat } from '../../src/io/formats/mnt.ts';
import { bcrFormat } from '../../src/io/formats/bcr.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array) => mntFormat.read!(bytes, { fileName: 'x.mnt' });

/** Smallest and largest valid height. */
function range(z: Float64Array): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const v of z) {
    if (Number.isNaN(v)) continue;
    low = Math.min(low, v);
    high = Math.max(high, v);
  }
  return [low, high];
}

/** Root mean square deviation from the mean of the valid points. */
function sq(z: Float64Array): number {
  let sum = 0;
  let count = 0;
  for (const v of z) {
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
  }
  const mean = sum / count;
  let squares = 0;
  for (const v of z) if (!Number.isNaN(v)) squares += (v - mean) ** 2;
  return Math.sqrt(squares / count);
}

/** A 512-byte-sector compound file: header, one FAT sector (0), one directory sector (1). */
function syntheticCompoundFile(names: string[], fatNextOfDirectory = 0xfffffffe): Uint8Array {
  const out = new Uint8Array(512 * 3);
  const view = new DataView(out.buffer);
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].forEach((b, i) => (out[i] = b));
  view.setUint16(0x1e, 9, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + 4 * i, 0xffffffff, true);
  view.setUint32(0x4c, 0, true);
  for (let i = 0; i < 128; i++) view.setUint32(512 + 4 * i, 0xffffffff, true);
  view.setUint32(512, 0xfffffffd, true); // sector 0 is a FAT sector
  view.setUint32(516, fatNextOfDirectory, true);
  names.slice(0, 4).forEach((name, e) => {
    const at = 1024 + 128 * e;
    for (let c = 0; c < name.length; c++) view.setUint16(at + 2 * c, name.charCodeAt(c), true);
    view.setUint16(at + 64, 2 * (name.length + 1), true);
  });
  return out;
}

/** Where `pattern` occurs in `bytes` (the first time), or -1. */
function indexOfBytes(bytes: Uint8Array, pattern: readonly number[]): number {
  outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
    for (let k = 0; k < pattern.length; k++) if (bytes[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}

describeRealFiles('MNT real files', () => {
  // MANIFEST: SurfaceTopography test_mnt.py asserts 960 × 600, 1777.404 × 1110.878 µm (it takes the
  // field as (n − 1) Mountains steps; ours is nx × dx, so dx = field / nx, as bcrf-1 states), no undefined data; mnt-1 is the field of bcrf-1, whose
  // Gwyddion Sq is 2.45602107e-8 m and z range 4.936861e-5 … 5.15923687e-5 m.
  it('mnt-1: the bcrf-1 field, point for point', () => {
    const file = read(readRealFile('mnt/surfacetopography__mnt-1.mnt'));
    expect(file.channels).toHaveLength(1);
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect([channel.kind, s.nx, s.ny]).toEqual(['height', 960, 600]);
    expect(s.nx * s.dx).toBeCloseTo(1777.404e-6, 11);
    expect(s.ny * s.dy).toBeCloseTo(1110.878e-6, 11);
    expect(s.z.some(Number.isNaN)).toBe(false);
    expect(sq(s.z)).toBeCloseTo(2.45602107e-8, 15);
    expect(range(s.z)[0]).toBeCloseTo(4.936861e-5, 11);
    expect(range(s.z)[1]).toBeCloseTo(5.15923687e-5, 11);
    const bcrf = bcrFormat.read!(readRealFile('bcrf/surfacetopography__bcrf-1.bcrf'), { fileName: 'a.bcrf' });
    const other = bcrf.channels[0]!.surface.z;
    // The same measurement exported twice: the same pixel size.
    expect(s.dx).toBeCloseTo(bcrf.channels[0]!.surface.dx, 15);
    expect(s.dy).toBeCloseTo(bcrf.channels[0]!.surface.dy, 15);
    let largest = 0;
    for (let i = 0; i < s.z.length; i++) largest = Math.max(largest, Math.abs(s.z[i]! - other[i]!));
    expect(largest).toBeLessThan(1e-12);
    expect(file.metadata.title).toBe('1 : A48_10x_P1');
  });

  it('mnt-2: 1280 × 960, 95.77 × 71.81 µm, the zero-marked points are invalid', () => {
    const s = read(readRealFile('mnt/surfacetopography__mnt-2.mnt')).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([1280, 960]);
    expect(s.nx * s.dx).toBeCloseTo(95.77e-6, 7);
    expect(s.ny * s.dy).toBeCloseTo(71.81e-6, 7);
    // SurfaceTopography: "About 45531 masked pixels" (40000 < masked < 50000).
    expect(s.z.filter(Number.isNaN)).toHaveLength(45531);
    expect(range(s.z)[0]).toBeGreaterThan(-150e-6);
    expect(range(s.z)[1]).toBeLessThan(100e-6);
    expect(sq(s.z)).toBeCloseTo(7.232893568e-7, 15);
  });

  it('magic says yes for both files', () => {
    for (const path of ['mnt/surfacetopography__mnt-1.mnt', 'mnt/surfacetopography__mnt-2.mnt']) {
      const bytes = readRealFile(path);
      expect(mntFormat.magic(bytes.subarray(0, 4096), 'a.mnt')).toBe('yes');
      expect(compoundFileNames(bytes)).toEqual(expect.arrayContaining(['ScopedContents', 'XmlHeader']));
    }
  });

  it('an unknown height data type or object class is refused, not guessed', () => {
    const original = readRealFile('mnt/surfacetopography__mnt-1.mnt');
    // 0x02BD { 0x0001 (1 byte) = 39 }: the data-type entry right after the container header.
    const typeAt = indexOfBytes(original, [0x01, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 39, 0x02, 0x00]);
    expect(typeAt).toBeGreaterThan(0);
    const badType = original.slice();
    badType[typeAt + 10] = 7;
    expectSurfaceError(() => read(badType), 'unsupported-image-type', /data type 7/);
    // The root surface object's class id 9012 (0x2334).
    const classAt = indexOfBytes(original, [0x01, 0x00, 0x04, 0, 0, 0, 0, 0, 0, 0, 0x34, 0x23, 0, 0]);
    expect(classAt).toBeGreaterThan(0);
    const badClass = original.slice();
    badClass[classAt + 10] = 0x35;
    expectSurfaceError(() => read(badClass), 'unsupported-image-type', /class 9013/);
  });

  it('a truncated document is corrupt', () => {
    const original = readRealFile('mnt/surfacetopography__mnt-1.mnt');
    expectSurfaceError(() => read(original.subarray(0, 1_000_000)), 'corrupt-file');
  });
});

describe('MNT synthetic compound files', () => {
  it('lists directory names and tells Mountains documents from other compound files', () => {
    const mountains = syntheticCompoundFile(['Root Entry', 'ScopedContents', 'XmlHeader', 'ImagePreview']);
    expect(compoundFileNames(mountains)).toEqual([
      'Root Entry',
      'ScopedContents',
      'XmlHeader',
      'ImagePreview',
    ]);
    // Names without streams: the directory says Mountains, the ScopedContents stream is missing.
    expectSurfaceError(() => read(mountains), 'corrupt-file', /ScopedContents/);
    expectSurfaceError(
      () => read(syntheticCompoundFile(['Root Entry', 'Workbook'])),
      'unsupported-image-type',
      /not a Mountains document/,
    );
  });

  it('magic needs the signature and the extension', () => {
    const bytes = syntheticCompoundFile(['Root Entry']);
    expect(mntFormat.magic(bytes, 'a.mnt')).toBe('yes');
    expect(mntFormat.magic(bytes, 'a.doc')).toBe('no');
    expect(mntFormat.magic(new Uint8Array(4), 'a.mnt')).toBe('no');
  });

  it('truncated, absurd or looping compound files are corrupt', () => {
    const bytes = syntheticCompoundFile(['Root Entry', 'ScopedContents', 'XmlHeader']);
    expectSurfaceError(() => read(bytes.subarray(0, 700)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 100)), 'corrupt-file');
    const shifted = bytes.slice();
    new DataView(shifted.buffer).setUint16(0x1e, 30, true);
    expectSurfaceError(() => read(shifted), 'corrupt-file');
    expectSurfaceError(() => read(syntheticCompoundFile(['Root Entry'], 1)), 'corrupt-file', /loops/);
  });
});

describeReaderOnRealFiles(mntFormat, ['mnt']);

describeReaderOnDamagedCopies(mntFormat, 'mnt/surfacetopography__mnt-1.mnt');
