import { describe, expect, it } from 'vitest';
import { isAnalysisError } from '../analysis-error.ts';
import { extractProfile } from './extract-profile.ts';
import { surfaceOf } from './test-surfaces.ts';

// A tilted plane z = a x + b y is reproduced exactly by bilinear interpolation anywhere.
const a = 2e-3;
const b = -5e-4;
const dx = 1e-6;
const plane = surfaceOf(101, 61, dx, (x, y) => a * x + b * y);

describe('extractProfile', () => {
  it('samples a diagonal of a tilted plane on the analytic line, one sample per pixel of the dominant axis', () => {
    const p = extractProfile(plane, {
      type: 'diagonal',
      start: { x: 0.1, y: 0.9 },
      end: { x: 0.85, y: 0.2 },
    });
    const col0 = 0.1 * 100;
    const row0 = 0.9 * 60;
    const col1 = 0.85 * 100;
    const row1 = 0.2 * 60;
    expect(p.z.length).toBe(Math.round(Math.abs(col1 - col0)) + 1);
    const length = Math.hypot((col1 - col0) * dx, (row1 - row0) * dx);
    expect(p.spacing).toBeCloseTo(length / (p.z.length - 1), 18);
    for (let i = 0; i < p.z.length; i++) {
      const t = i / (p.z.length - 1);
      const expected = a * (col0 + (col1 - col0) * t) * dx + b * (row0 + (row1 - row0) * t) * dx;
      expect(p.z[i]).toBeCloseTo(expected, 15);
    }
  });

  it('takes a whole row for a horizontal line and a whole column for a vertical one', () => {
    const h = extractProfile(plane, {
      type: 'horizontal',
      start: { x: 0.3, y: 0.5 },
      end: { x: 0.3, y: 0.5 },
    });
    expect(h.z.length).toBe(101);
    expect(h.spacing).toBeCloseTo(dx, 18);
    expect(h.z[7]).toBeCloseTo(a * 7 * dx + b * 30 * dx, 15);
    const v = extractProfile(plane, { type: 'vertical', start: { x: 0.5, y: 0 }, end: { x: 0.5, y: 1 } });
    expect(v.z.length).toBe(61);
    expect(v.z[60]).toBeCloseTo(a * 50 * dx + b * 60 * dx, 15);
  });

  it('gives NaN only where an interpolation neighbour with weight is invalid', () => {
    const holed = surfaceOf(5, 5, 1, () => 1);
    holed.z[2 * 5 + 2] = NaN;
    const row = extractProfile(holed, { type: 'horizontal', start: { x: 0, y: 0.5 }, end: { x: 1, y: 0.5 } });
    expect(Array.from(row.z)).toEqual([1, 1, NaN, 1, 1]);
    const next = extractProfile(holed, {
      type: 'horizontal',
      start: { x: 0, y: 0.75 },
      end: { x: 1, y: 0.75 },
    });
    expect(Array.from(next.z)).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses lines outside the image with invalid-selection', () => {
    const error = (() => {
      try {
        extractProfile(plane, { type: 'diagonal', start: { x: -0.1, y: 0 }, end: { x: 1, y: 1 } });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(isAnalysisError(error) && error.code).toBe('invalid-selection');
  });
});
