import { describe, expect, it } from 'vitest';
import { generateDemoSurface } from './demo-surface.ts';

function rms(z: Float64Array): number {
  let sum = 0;
  let sumSq = 0;
  for (const v of z) {
    sum += v;
    sumSq += v * v;
  }
  const mean = sum / z.length;
  return Math.sqrt(sumSq / z.length - mean * mean);
}

describe('generateDemoSurface', () => {
  it('has the requested grid, square pixels and the requested lateral size', () => {
    const s = generateDemoSurface({ nx: 64, ny: 48, lengthX: 2e-3 });
    expect(s.nx).toBe(64);
    expect(s.ny).toBe(48);
    expect(s.z).toHaveLength(64 * 48);
    expect(s.dx).toBeCloseTo(2e-3 / 64, 15);
    expect(s.dy).toBe(s.dx);
    expect(s.x0).toBe(0);
    expect(s.y0).toBe(0);
  });

  it('defaults to a 1 mm field', () => {
    const s = generateDemoSurface({ nx: 100, ny: 10 });
    expect(s.nx * s.dx).toBeCloseTo(1e-3, 15);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateDemoSurface({ nx: 80, ny: 60, seed: 7 });
    const b = generateDemoSurface({ nx: 80, ny: 60, seed: 7 });
    const c = generateDemoSurface({ nx: 80, ny: 60, seed: 8 });
    expect(Array.from(a.z)).toEqual(Array.from(b.z));
    let differing = 0;
    for (let p = 0; p < a.z.length; p++) if (a.z[p] !== c.z[p]) differing++;
    expect(differing).toBe(a.z.length);
  });

  it('gives only finite heights with zero mean', () => {
    const s = generateDemoSurface({ nx: 128, ny: 96, seed: 3 });
    let sum = 0;
    for (const v of s.z) {
      expect(Number.isFinite(v)).toBe(true);
      sum += v;
    }
    expect(Math.abs(sum / s.z.length)).toBeLessThan(1e-15);
  });

  it('has a micrometre-scale RMS and range, as a machined surface', () => {
    for (const seed of [1, 2, 3]) {
      const s = generateDemoSurface({ nx: 256, ny: 256, seed });
      const sq = rms(s.z);
      expect(sq).toBeGreaterThan(0.15e-6);
      expect(sq).toBeLessThan(1.5e-6);
      let min = Infinity;
      let max = -Infinity;
      for (const v of s.z) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      // Dimples of 1.2–2 µm plus cusps and waviness: a few micrometres peak to valley, not nm, not mm.
      expect(max - min).toBeGreaterThan(1.5e-6);
      expect(max - min).toBeLessThan(10e-6);
    }
  });

  it('is not white noise: neighbouring points are strongly correlated', () => {
    const s = generateDemoSurface({ nx: 256, ny: 256, seed: 5 });
    const sq = rms(s.z);
    let sumSq = 0;
    let count = 0;
    for (let j = 0; j < s.ny; j++) {
      for (let i = 1; i < s.nx; i++) {
        const d = s.z[j * s.nx + i]! - s.z[j * s.nx + i - 1]!;
        sumSq += d * d;
        count++;
      }
    }
    // For white noise the RMS of differences is √2·Sq; a smooth surface is far below that.
    expect(Math.sqrt(sumSq / count)).toBeLessThan(0.5 * sq);
  });

  it('rejects invalid sizes, seeds and lengths', () => {
    expect(() => generateDemoSurface({ nx: 1, ny: 10 })).toThrow(RangeError);
    expect(() => generateDemoSurface({ nx: 10.5, ny: 10 })).toThrow(/nx/);
    expect(() => generateDemoSurface({ nx: 10, ny: 100000 })).toThrow(/ny/);
    expect(() => generateDemoSurface({ nx: 10, ny: 10, seed: Number.NaN })).toThrow(/seed/);
    expect(() => generateDemoSurface({ nx: 10, ny: 10, lengthX: 0 })).toThrow(/lengthX/);
  });
});
