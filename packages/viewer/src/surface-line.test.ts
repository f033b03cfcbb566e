import { describe, expect, it } from 'vitest';
import {
  sampleSurfaceLine,
  sampleSurfacePaths,
  surfaceLinePositions,
  type LineSample,
} from './surface-line.ts';

// 5 × 3 pixels; height = column index (metres), row 1 column 3 invalid.
const nx = 5;
const ny = 3;
const z = new Float64Array(nx * ny);
for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) z[j * nx + i] = i;
z[1 * nx + 3] = Number.NaN;
const surface = { nx, ny, z };
const range = { zMin: 0, zMax: 4 };

describe('sampleSurfaceLine', () => {
  it('samples one point per pixel along the line, heights as fractions of the range', () => {
    const samples = sampleSurfaceLine(surface, range, { start: { x: 0, y: 0 }, end: { x: 1, y: 0 } });
    expect(samples.map((s) => s.u)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(samples.map((s) => s.h)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(samples.every((s) => s.v === 0)).toBe(true);
  });

  it('interpolates between pixels and marks samples touching an invalid pixel NaN', () => {
    // Row 0.5 (between rows 0 and 1): columns 2.5 … touch the invalid (3, 1).
    const samples = sampleSurfaceLine(surface, range, { start: { x: 0, y: 0.25 }, end: { x: 1, y: 0.25 } });
    const h = samples.map((s) => s.h);
    expect(h[0]).toBe(0);
    expect(h[2]).toBe(0.5);
    expect(Number.isNaN(h[3]!)).toBe(true);
    expect(h[4]).toBe(1);
    // On row 0 the invalid pixel has weight zero: every sample valid.
    const row0 = sampleSurfaceLine(surface, range, { start: { x: 0.7, y: 0 }, end: { x: 0.8, y: 0 } });
    expect(row0.every((s) => Number.isFinite(s.h))).toBe(true);
    expect(row0[0]!.h).toBeCloseTo(0.7, 12);
  });

  it('clamps the ends into the image and caps the sample count', () => {
    const samples = sampleSurfaceLine(surface, range, { start: { x: -1, y: 0 }, end: { x: 2, y: 1 } }, 3);
    expect(samples).toHaveLength(3);
    expect(samples[0]).toMatchObject({ u: 0, v: 0, h: 0 });
    expect(samples[2]).toMatchObject({ u: 1, v: 1, h: 1 });
  });

  it('puts a flat surface mid-box, as the height texture does', () => {
    const flat = { nx: 2, ny: 2, z: new Float64Array([3, 3, 3, 3]) };
    const samples = sampleSurfaceLine(
      flat,
      { zMin: 3, zMax: 3 },
      { start: { x: 0, y: 0 }, end: { x: 1, y: 1 } },
    );
    expect(samples.every((s) => s.h === 0.5)).toBe(true);
  });
});

describe('sampleSurfacePaths', () => {
  it('walks a closed rectangle corner to corner, back to the first, each corner once', () => {
    const rectangle = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const samples = sampleSurfacePaths(surface, range, [{ points: rectangle, closed: true }]);
    // 4 + 2 + 4 + 2 pixel steps around the 5 × 3 field, plus the start.
    expect(samples).toHaveLength(13);
    expect(samples[0]).toEqual({ u: 0, v: 0, h: 0 });
    expect(samples.at(-1)).toEqual({ u: 0, v: 0, h: 0 });
    expect(samples[4]).toEqual({ u: 1, v: 0, h: 1 });
    // An open path stops at its last point.
    expect(sampleSurfacePaths(surface, range, [{ points: rectangle, closed: false }])).toHaveLength(11);
  });

  it('separates paths by an invalid sample, so no segment joins them, and skips single points', () => {
    const samples = sampleSurfacePaths(surface, range, [
      {
        points: [
          { x: 0, y: 0 },
          { x: 0.5, y: 0 },
        ],
        closed: false,
      },
      { points: [{ x: 0.5, y: 1 }], closed: true },
      {
        points: [
          { x: 0.5, y: 1 },
          { x: 1, y: 1 },
        ],
        closed: false,
      },
    ]);
    expect(samples).toHaveLength(3 + 1 + 3);
    expect(Number.isNaN(samples[3]!.h)).toBe(true);
    const box = { sizeX: 1, sizeY: 1, height: 1 };
    // Two segments per path, none across the gap.
    expect(surfaceLinePositions(samples, box, 0)).toHaveLength(4 * 6);
  });
});

describe('surfaceLinePositions', () => {
  const size = { sizeX: 2, sizeY: 1, height: 0.5 };
  const at = (u: number, v: number, h: number): LineSample => ({ u, v, h });

  it('maps samples into the box (row 0 at the front) and lifts them', () => {
    const positions = surfaceLinePositions([at(0, 0, 0), at(1, 1, 1)], size, 0.01);
    expect(Array.from(positions)).toEqual([-1, 0.01, 0.5, 1, 0.51, -0.5].map(Math.fround));
  });

  it('leaves out the segments next to an invalid sample', () => {
    const samples = [at(0, 0, 0), at(0.25, 0, 0.1), at(0.5, 0, Number.NaN), at(0.75, 0, 0.2), at(1, 0, 0.3)];
    const positions = surfaceLinePositions(samples, size, 0);
    // Two segments: 0 → 0.25 and 0.75 → 1.
    expect(positions.length).toBe(12);
    expect(Array.from(positions.slice(6, 9))).toEqual([0.5, 0.1, 0.5].map(Math.fround));
    expect(surfaceLinePositions([at(0, 0, 1)], size)).toHaveLength(0);
  });
});
