import { describe, expect, it } from 'vitest';
import { makeChannel, makeSurfaceFile } from '../surface/build.ts';
import type { Channel, ImportWarningCode, SurfaceFile } from '../surface/surface-file.ts';
import { importSanityWarnings, withSanityWarnings } from './sanity.ts';

/** A height channel of nx × ny points spaced dx, with heights from `height(col, row)`. */
function heightChannel(
  nx: number,
  ny: number,
  dx: number,
  height: (col: number, row: number) => number,
  name = 'Height',
): Channel {
  const z = new Float64Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) z[j * nx + i] = height(i, j);
  return makeChannel(name, 'height', { nx, ny, dx, dy: dx }, z);
}

function file(...channels: Channel[]): SurfaceFile {
  return makeSurfaceFile('test', channels);
}

const codes = (f: SurfaceFile): ImportWarningCode[] => importSanityWarnings(f).map((w) => w.code);

/** A gentle sine of amplitude `a` on a field of n × n points spaced dx. */
const sine = (n: number, dx: number, a: number): Channel =>
  heightChannel(n, n, dx, (i, j) => a * Math.sin(i / 3) * Math.cos(j / 5));

describe('importSanityWarnings', () => {
  it('says nothing about plausible measurements from AFM to large optical scans', () => {
    expect(codes(file(sine(256, 1e-6 / 256, 10e-9)))).toEqual([]); // 1 µm AFM, 20 nm range
    expect(codes(file(sine(512, 20e-6 / 512, 1e-6)))).toEqual([]); // 20 µm AFM, 2 µm range
    expect(codes(file(sine(512, 1e-3 / 512, 50e-6)))).toEqual([]); // 1 mm confocal
    expect(codes(file(sine(512, 0.15 / 512, 3.5e-3)))).toEqual([]); // 15 cm part (like sur-3)
    // A steep AFM image: heights nearly as large as the field (like di-1).
    expect(codes(file(sine(64, 0.5e-6 / 64, 0.22e-6)))).toEqual([]);
    // A super-polished mirror: 1 nm over 10 mm.
    expect(codes(file(sine(64, 10e-3 / 64, 0.5e-9)))).toEqual([]);
  });

  it('flags a lateral size over 1 m and a whole field under 1 nm', () => {
    const km = file(sine(100, 10, 1e-6)); // 1 km field
    expect(codes(km)).toContain('lateral-size-implausible');
    expect(importSanityWarnings(km)[0]!.message).toContain('1000 m');
    expect(codes(file(sine(100, 1e-12, 1e-13)))).toContain('lateral-size-implausible');
    expect(codes(file(sine(100, 0.99 / 100, 1e-3)))).toEqual([]); // 0.99 m is still a (large) scan
  });

  it('ignores the single-point axis of a profile', () => {
    const profile = heightChannel(1000, 1, 1e-6, (i) => 1e-7 * Math.sin(i / 10));
    expect(codes(file(profile))).toEqual([]);
  });

  it('flags a height range over 1000 × the lateral size, and names it a 10⁶ slip', () => {
    // 10 µm field with heights spanning 20 mm: µm taken as mm… or worse.
    const f = file(sine(64, 10e-6 / 64, 10e-3));
    expect(codes(f)).toEqual(['height-range-implausible', 'unit-slip-suspected']);
    const slip = importSanityWarnings(f).find((w) => w.code === 'unit-slip-suspected');
    expect(slip?.message).toContain('10⁶');
    expect(slip?.channel).toBe('Height');
  });

  it('flags heights 10³ too large for the field as a unit slip only', () => {
    // 100 µm field, 5 µm real range recorded 1000× too large: 5 mm.
    const f = file(sine(64, 100e-6 / 64, 2.5e-3));
    expect(codes(f)).toEqual(['unit-slip-suspected']);
    expect(importSanityWarnings(f)[0]!.message).toContain('10³');
  });

  it('flags millimetre heights on an AFM-sized field even below the ratio threshold', () => {
    // 100 µm field, 1.2 mm range: 12 × the field, under the ratio limit, but no AFM measures that.
    const f = file(sine(64, 100e-6 / 64, 0.6e-3));
    expect(codes(f)).toEqual(['unit-slip-suspected']);
    expect(importSanityWarnings(f)[0]!.message).toContain('AFM');
    // The same ratio on a 10 mm field is a deep part, not a slip.
    expect(codes(file(sine(64, 10e-3 / 64, 60e-6)))).toEqual([]);
  });

  it('flags heights far too small for the field (nm read as m)', () => {
    // 1 mm field, 50 nm range stored as 50e-18 m.
    expect(codes(file(sine(64, 1e-3 / 64, 25e-18)))).toEqual(['unit-slip-suspected']);
  });

  it('flags an all-invalid and a constant height field, and not a partly invalid one', () => {
    expect(codes(file(heightChannel(8, 8, 1e-6, () => NaN)))).toEqual(['all-invalid']);
    expect(codes(file(heightChannel(8, 8, 1e-6, () => 3e-6)))).toEqual(['constant-field']);
    // ±Infinity is not a measured height either.
    expect(codes(file(heightChannel(4, 4, 1e-6, (i) => (i % 2 ? Infinity : -Infinity))))).toEqual([
      'all-invalid',
    ]);
    const partly = heightChannel(8, 8, 1e-6, (i, j) => (i === j ? NaN : 1e-8 * i));
    expect(codes(file(partly))).toEqual([]);
    // One valid point is not a "constant field".
    expect(codes(file(heightChannel(4, 4, 1e-6, (i, j) => (i + j === 0 ? 1e-6 : NaN))))).toEqual([]);
  });

  it('applies height checks to height channels only and skips images for lateral checks', () => {
    const phase = makeChannel(
      'Phase',
      'other',
      { nx: 8, ny: 8, dx: 1e-6, dy: 1e-6 },
      new Float64Array(64).fill(45),
      'deg',
    );
    expect(codes(file(sine(8, 1e-6, 1e-8), phase))).toEqual([]);
    const image = makeChannel(
      'Image',
      'image',
      { nx: 8, ny: 8, dx: 1, dy: 1 },
      new Float64Array(64).fill(0.5),
      '',
    );
    expect(codes(file(sine(8, 1e-6, 1e-8), image))).toEqual([]);
  });

  it('reports a lateral problem once per grid, not once per channel', () => {
    const a = sine(16, 1, 1e-3);
    const b = makeChannel(
      'Phase',
      'other',
      { nx: 16, ny: 16, dx: 1, dy: 1 },
      new Float64Array(256).fill(1),
      'deg',
    );
    const warnings = importSanityWarnings(file(a, b)).filter((w) => w.code === 'lateral-size-implausible');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('and 1 more channels');
  });
});

describe('withSanityWarnings', () => {
  it('appends to the reader warnings and returns the same object when there is nothing to say', () => {
    const good = file(sine(16, 1e-6, 1e-8));
    expect(withSanityWarnings(good)).toBe(good);
    const bad = makeSurfaceFile('test', [heightChannel(4, 4, 1e-6, () => NaN)], {}, [
      { code: 'metadata-incomplete', message: 'no date' },
    ]);
    expect(withSanityWarnings(bad).warnings.map((w) => w.code)).toEqual([
      'metadata-incomplete',
      'all-invalid',
    ]);
  });
});
