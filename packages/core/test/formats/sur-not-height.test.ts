// SUR files that are valid but hold no height map this platform reads — hyperspectral cubes,
// spectra, force curves, compressed objects with several values per point — answer
// 'unsupported-image-type' with the reason, never 'corrupt-file'. Fixtures are built here.
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

interface Options {
  readonly studiableType: number;
  readonly nx: number;
  readonly ny: number;
  /** Values per pixel (W axis, offset 94). */
  readonly wSize?: number;
  /** Total points written in the header (offset 116); default nx × ny × max(wSize, 1). */
  readonly totalPoints?: number;
  /** Compress the points in one zlib stream, the data repeated this many times. */
  readonly compressedLayers?: number;
  readonly name?: string;
}

function sur(options: Options): Uint8Array {
  const header = new Uint8Array(512);
  const view = new DataView(header.buffer);
  const put = (at: number, s: string, width: number) => {
    for (let i = 0; i < width; i++) header[at + i] = i < s.length ? s.charCodeAt(i) : 0x20;
  };
  const depth = Math.max(options.wSize ?? 1, 1);
  const count = options.nx * options.ny * depth;
  put(0, options.compressedLayers ? 'DSCOMPRESSED' : 'DIGITAL SURF', 12);
  view.setUint16(14, 1, true);
  view.setUint16(18, options.studiableType, true);
  put(20, options.name ?? '', 30);
  view.setUint32(94, options.wSize ?? 0, true);
  view.setUint16(98, 16, true);
  view.setInt32(104, count, true);
  view.setInt32(108, options.nx, true);
  view.setInt32(112, options.ny, true);
  view.setInt32(116, options.totalPoints ?? count, true);
  view.setFloat32(120, 1, true);
  view.setFloat32(124, 1, true);
  view.setFloat32(128, 1, true);
  for (let axis = 0; axis < 6; axis++) put(180 + 16 * axis, 'µm', 16);
  const layers = options.compressedLayers ?? 1;
  const data = new Uint8Array(2 * count * layers);
  const dataView = new DataView(data.buffer);
  for (let i = 0; i < count * layers; i++) dataView.setInt16(2 * i, i % 1000, true);
  if (!options.compressedLayers) return concat(header, data);
  const zipped = zlibSync(data);
  const directory = new Uint8Array(12);
  const dir = new DataView(directory.buffer);
  dir.setUint32(0, 1, true);
  dir.setUint32(4, data.length, true);
  dir.setUint32(8, zipped.length, true);
  return concat(header, directory, zipped);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('SUR content that is valid but not a height map', () => {
  it('a hyperspectral cube (studiable type 21) names itself and its depth', () => {
    const error = expectSurfaceError(
      () =>
        readSurfaceFile(sur({ studiableType: 21, nx: 4, ny: 3, wSize: 16, name: 'Raman map' }), 'cube.sur'),
      'unsupported-image-type',
    );
    expect(error.reason).toBe(
      'SUR object "Raman map" is a hyperspectral cube (a spectrum per pixel) with 16 points per pixel ' +
        '(W axis), not a height map: export the topography as a surface',
    );
  });

  it('a surface header with several values per pixel (W axis) is refused the same way', () => {
    expectSurfaceError(
      () => readSurfaceFile(sur({ studiableType: 2, nx: 4, ny: 3, wSize: 5 }), 'stack.sur'),
      'unsupported-image-type',
      /a stack of values per pixel with 5 points per pixel \(W axis\), not a height map/,
    );
  });

  it.each([
    [14, /is a force curve, not a height map/],
    [15, /is a series of force curves, not a height map/],
    [20, /is a spectrum, not a height map/],
  ])('studiable type %i is refused with its name', (type, reason) => {
    expectSurfaceError(
      () => readSurfaceFile(sur({ studiableType: type, nx: 64, ny: 1 }), 'curve.sur'),
      'unsupported-image-type',
      reason,
    );
  });

  it('a compressed object whose streams hold two values per point is an unsupported variant', () => {
    expectSurfaceError(
      () => readSurfaceFile(sur({ studiableType: 2, nx: 5, ny: 4, compressedLayers: 2 }), 'layers.sur'),
      'unsupported-image-type',
      /SUR compressed variant with 2 values per point \(80 bytes for 5 × 4 points of 16 bits\)/,
    );
  });

  it('a plain compressed surface still reads, and a stream of the wrong size is still corrupt', () => {
    const file = readSurfaceFile(sur({ studiableType: 2, nx: 5, ny: 4, compressedLayers: 1 }), 'ok.sur');
    expect(file.channels[0]!.surface.z[3]).toBeCloseTo(3e-6, 12);
    const bytes = sur({ studiableType: 2, nx: 5, ny: 4, compressedLayers: 1 });
    new DataView(bytes.buffer).setUint32(512 + 4, 41, true); // 41 bytes claimed, 40 needed
    expectSurfaceError(() => readSurfaceFile(bytes, 'bad.sur'), 'corrupt-file', /hold 41 bytes/);
  });
});
