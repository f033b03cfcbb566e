// SPIP BCR-STM / BCRF: the real bcrf-1 file against SurfaceTopography (MANIFEST §3 bcrf) and
// Gwyddion 2.62 (MANIFEST §4.2), synthetic files of both variants and robustness.
import { describe, expect, it } from 'vitest';
import { bcrFormat } from '../../src/io/formats/bcr.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => bcrFormat.read!(bytes, { fileName: 'x.bcr' });

/** A 2048-byte ASCII header (or 4096-byte UTF-16LE one) followed by the points. */
function syntheticBcr(header: string, points: number[], float: boolean, utf16 = false): Uint8Array {
  const headerBytes = utf16 ? 4096 : 2048;
  const out = new Uint8Array(headerBytes + points.length * (float ? 4 : 2)).fill(0x20, 0, headerBytes);
  for (let i = 0; i < 2048; i++) {
    const code = i < header.length ? header.charCodeAt(i) : 0x20;
    if (utf16) {
      out[2 * i] = code;
      out[2 * i + 1] = 0;
    } else out[i] = code;
  }
  const view = new DataView(out.buffer);
  points.forEach((p, i) =>
    float ? view.setFloat32(headerBytes + 4 * i, p, true) : view.setInt16(headerBytes + 2 * i, p, true),
  );
  return out;
}

describeRealFiles('BCRF real file', () => {
  it('bcrf-1: 960 × 600, sizes in nm, Sq and profile RMS of SurfaceTopography, Gwyddion corners', () => {
    const file = read(readRealFile('bcrf/surfacetopography__bcrf-1.bcrf'));
    expect(file.channels).toHaveLength(1); // test_bcr.py L59
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([960, 600]); // L64–65
    expect((s.nx * s.dx) / 1777404e-9).toBeCloseTo(1, 6); // L68 (nm)
    expect((s.ny * s.dy) / 1110878e-9).toBeCloseTo(1, 6); // L69
    expect(rmsFromArea(s) / (24.560207201442292 * 1e-9)).toBeCloseTo(1, 6); // L73, rtol 1e-6
    expect(rmsFromProfiles(s, 'x') / (24.009754961959388 * 1e-9)).toBeCloseTo(1, 6); // L75
    expect(rmsFromProfiles(s, 'y') / (24.134045799796326 * 1e-9)).toBeCloseTo(1, 6); // L76 (transpose)
    expect(rmsFromArea(s) / 2.45602107e-8).toBeCloseTo(1, 7); // Gwyddion §4.2
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    // Gwyddion 2.62 corners (orientation), to float32 precision.
    expect(at(0, 0) / 5.0628371810303e-5).toBeCloseTo(1, 7);
    expect(at(0, 959) / 5.0625796889648e-5).toBeCloseTo(1, 7);
    expect(at(599, 0) / 5.062850532470702e-5).toBeCloseTo(1, 7);
    expect(at(599, 959) / 5.0590690230712885e-5).toBeCloseTo(1, 7);
    expect(at(100, 200) / 5.0630790328369136e-5).toBeCloseTo(1, 7);
    expect(file.metadata.zunit).toBe('um');
  });
});

describe('BCR synthetic files', () => {
  const ascii = (format: string, extra = '') =>
    `fileformat = ${format}\nheadersize = 2048\nxpixels = 3\nypixels = 2\nxlength = 300\nylength = 100\n${extra}`;

  it('reads int16 bcrstm with bit2nm and void points', () => {
    const s = read(
      syntheticBcr(ascii('bcrstm', 'bit2nm = 0.5\nvoidpixels = 1\n'), [1, 2, 3, 4, 32767, -6], false),
    ).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(100e-9, 20);
    expect(s.dy).toBeCloseTo(50e-9, 20);
    expect(s.z[0]).toBeCloseTo(0.5e-9, 20);
    expect(s.z[5]).toBeCloseTo(-3e-9, 20);
    expect(s.z[4]).toBeNaN();
  });

  it('reads float32 bcrf_unicode with µm heights and FLT_MAX voids', () => {
    const header = ascii('bcrf_unicode', 'zunit = um\n');
    const s = read(syntheticBcr(header, [1.5, 2, 3.4028234663852886e38, 4, 5, 6], true, true)).channels[0]!
      .surface;
    expect(s.z[0]).toBeCloseTo(1.5e-6, 18);
    expect(s.z[2]).toBeNaN();
    expect(bcrFormat.magic(syntheticBcr(header, [], true, true).subarray(0, 100), 'a.bcrf')).toBe('yes');
  });

  it('a z unit that is not a length gives an other channel in that unit', () => {
    const channel = read(syntheticBcr(ascii('bcrf', 'zunit = V\nzlabel = Bias\n'), [1, 2, 3, 4, 5, 6], true))
      .channels[0]!;
    expect([channel.kind, channel.zUnit, channel.name]).toEqual(['other', 'V', 'Bias']);
    expect(channel.surface.z[5]).toBe(6);
  });

  it('recognises only BCR headers', () => {
    expect(bcrFormat.magic(syntheticBcr(ascii('bcrstm'), [], false), 'a.bcr')).toBe('yes');
    expect(
      bcrFormat.magic(
        Uint8Array.from('fileformat = x3p', (c) => c.charCodeAt(0)),
        'a',
      ),
    ).toBe('no');
    expect(bcrFormat.magic(new Uint8Array(0), 'a')).toBe('no');
  });

  it('truncated points are corrupt; absurd sizes fail before allocating', () => {
    const bytes = syntheticBcr(ascii('bcrstm'), [1, 2, 3, 4, 5, 6], false);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 1000)), 'corrupt-file');
    const huge = syntheticBcr(
      ascii('bcrstm').replace('xpixels = 3', 'xpixels = 60000').replace('ypixels = 2', 'ypixels = 60000'),
      [1],
      false,
    );
    expectSurfaceError(() => read(huge), 'image-length-exceeded');
    const big = syntheticBcr(ascii('bcrstm').replace('xpixels = 3', 'xpixels = 4000'), [1], false);
    expectSurfaceError(() => read(big), 'corrupt-file');
    const noSize = syntheticBcr(
      ascii('bcrstm').replace('xlength = 300', 'xlength = -1'),
      [1, 2, 3, 4, 5, 6],
      false,
    );
    expectSurfaceError(() => read(noSize), 'corrupt-file');
    const badHeaderSize = syntheticBcr(
      ascii('bcrstm').replace('headersize = 2048', 'headersize = 99999999'),
      [1],
      false,
    );
    expectSurfaceError(() => read(badHeaderSize), 'corrupt-file');
  });
});

describeReaderOnRealFiles(bcrFormat, ['bcrf']);

describe('BCRF writer', () => {
  it('round-trips heights to float32 precision, sizes and void points', () => {
    const grid = { nx: 5, ny: 3, dx: 1.5e-6, dy: 2.5e-6 };
    const z = Float64Array.from({ length: 15 }, (_, i) => 1e-6 * Math.cos(i) + 5e-5);
    z[7] = NaN;
    const bytes = bcrFormat.write!(makeSurfaceFile('t', [makeChannel('H', 'height', grid, z)]));
    expect(bcrFormat.magic(bytes.subarray(0, 4096), 'a.bcrf')).toBe('yes');
    const back = read(bytes);
    const s = back.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([5, 3]);
    expect(s.dx / grid.dx).toBeCloseTo(1, 12);
    expect(s.dy / grid.dy).toBeCloseTo(1, 12);
    expect(back.metadata.voidpixels).toBe('1');
    expect(s.z[7]).toBeNaN();
    for (let i = 0; i < 15; i++) if (i !== 7) expect((s.z[i] as number) / (z[i] as number)).toBeCloseTo(1, 6);
  });

  it('refuses a channel that is not a height', () => {
    const other = makeSurfaceFile('t', [
      makeChannel('P', 'other', { nx: 1, ny: 1, dx: 1, dy: 1 }, new Float64Array(1), 'deg'),
    ]);
    expect(() => bcrFormat.write!(other)).toThrow(SurfaceError);
  });
});

describeReaderOnDamagedCopies(bcrFormat, 'bcrf/surfacetopography__bcrf-1.bcrf');
