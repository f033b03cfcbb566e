import { describe, expect, it } from 'vitest';
import type { Surface } from '../../surface/surface.ts';
import { createArealContext } from './areal-context.ts';
import { S10z, S5p, S5v, Spc, Spd } from './feature-parameters.ts';
import {
  BasinAdjacency,
  descendingOrder,
  segment,
  sortAscending,
  steepestAscentBasins,
} from './segmentation.ts';

const d = 1e-6;
const sigma = 3;

/** Gaussian bumps of height h (pixels centred) on a flat plane; negative h makes pits. */
function bumps(nx: number, ny: number, list: readonly [number, number, number][]): Surface {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      let v = 0;
      for (const [c, r, h] of list)
        v += h * Math.exp(-((col - c) ** 2 + (row - r) ** 2) / (2 * sigma * sigma));
      z[row * nx + col] = v;
    }
  return { nx, ny, dx: d, dy: d, x0: 0, y0: 0, z, meta: {} };
}

describe('watershed segmentation with Wolf pruning', () => {
  it('labels steepest-ascent basins, NaN as none; a tie-break summit on a plateau is pruned at prominence 0', () => {
    // Two summits (7 and 9) on one row, a plateau of 5s between, a NaN.
    const z = Float64Array.from([7, 5, 5, 5, NaN, 9, 1]);
    const { label, summits } = steepestAscentBasins(z, 7, 1, 1);
    // Plateau pixels climb towards the larger index: 3 (next to the NaN) becomes a summit of height 5.
    expect(Array.from(summits)).toEqual([0, 3, 5]);
    expect(Array.from(label)).toEqual([0, 0, 1, 1, -1, 2, 2]);
    expect(segment(z, 7, 1, 1, 0).peaks.map((p) => p.index)).toEqual([5, 0]);
    expect(segment(z, 7, 1, -1, 0).peaks.map((p) => p.index)).toEqual([6, 3]);
  });

  it('without pruning, every strict local maximum of white noise is a peak', () => {
    const nx = 60;
    const ny = 40;
    let state = 99;
    const z = Float64Array.from({ length: nx * ny }, () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    });
    z[7 * nx + 9] = NaN;
    let maxima = 0;
    let minima = 0;
    for (let row = 0; row < ny; row++)
      for (let col = 0; col < nx; col++) {
        const v = z[row * nx + col]!;
        if (Number.isNaN(v)) continue;
        let above = true;
        let below = true;
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const r = row + dr;
            const c = col + dc;
            if ((dr === 0 && dc === 0) || r < 0 || c < 0 || r >= ny || c >= nx) continue;
            const w = z[r * nx + c]!;
            if (Number.isNaN(w)) continue;
            if (w >= v) above = false;
            if (w <= v) below = false;
          }
        if (above) maxima++;
        if (below) minima++;
      }
    expect(segment(z, nx, ny, 1, 0).peaks.length).toBe(maxima);
    expect(segment(z, nx, ny, -1, 0).peaks.length).toBe(minima);
    expect(maxima).toBeGreaterThan(100);
  });

  it('finds each significant hill once and prunes the ones lower than the threshold', () => {
    const peaks: [number, number, number][] = [
      [16, 16, 1e-6],
      [48, 16, 2e-6],
      [16, 48, 3e-6],
      [48, 48, 4e-6],
    ];
    // Ripples of 10 nm, 0.25 % of Sz: below the 5 % pruning threshold.
    const ripples: [number, number, number][] = [
      [32, 8, 1e-8],
      [8, 32, 1e-8],
      [32, 56, 1e-8],
    ];
    const s = bumps(64, 64, [...peaks, ...ripples]);
    const hills = segment(s.z, s.nx, s.ny, 1, 0.05 * 4e-6).peaks;
    expect(hills.map((p) => p.index)).toEqual([48 * 64 + 48, 48 * 64 + 16, 16 * 64 + 48, 16 * 64 + 16]);
    // Without pruning the ripples are hills of their own.
    expect(segment(s.z, s.nx, s.ny, 1, 0).peaks.length).toBe(7);
  });

  it('Spd, Spc, S5p, S5v and S10z of Gaussian bumps and pits match their closed forms', () => {
    const s = bumps(96, 64, [
      [16, 16, 1e-6],
      [48, 16, 2e-6],
      [80, 16, 3e-6],
      [16, 48, 4e-6],
      [48, 48, -2e-6],
      [80, 48, -1e-6],
    ]);
    const c = createArealContext(s);
    const mean = c.moments().mean;
    // Four hills: the plane between them is flooded from their tails and belongs to them.
    expect(c.hills().peaks.length).toBe(4);
    expect(c.dales().peaks.length).toBe(2);
    expect(Spd.compute(c) / (4 / (96 * 64 * d * d))).toBeCloseTo(1, 12);
    // Fewer than five significant summits of each kind: the mean of those there are.
    expect(S5p.compute(c)).toBeCloseTo((1e-6 + 2e-6 + 3e-6 + 4e-6) / 4 - mean, 18);
    expect(S5v.compute(c)).toBeCloseTo((2e-6 + 1e-6) / 2 + mean, 18);
    expect(S10z.compute(c)).toBeCloseTo(S5p.compute(c) + S5v.compute(c), 18);
    // Discrete curvature at a Gaussian summit: −½(∂²z/∂x² + ∂²z/∂y²) = 2h(1 − e^(−1/(2σ²)))/d².
    const k = (2 * (1 - Math.exp(-1 / (2 * sigma * sigma)))) / (d * d);
    expect(Spc.compute(c) / ((k * (1e-6 + 2e-6 + 3e-6 + 4e-6)) / 4)).toBeCloseTo(1, 9);
  });

  it('orders saddles like the native sort with a rank search it replaced (ties by descending edge, ±0 equal)', () => {
    /** The ordering before the radix sort: ascending ranks, equal values by ascending edge, read backwards. */
    function rankSearchOrder(level: Float64Array): Int32Array {
      const count = level.length;
      const sorted = Float64Array.from(level).sort();
      const order = new Int32Array(count);
      const taken = new Int32Array(count);
      for (let k = 0; k < count; k++) {
        const v = level[k] as number;
        let lo = 0;
        let hi = count;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if ((sorted[mid] as number) < v) lo = mid + 1;
          else hi = mid;
        }
        const rank = lo + (taken[lo] as number);
        taken[lo] = (taken[lo] as number) + 1;
        order[count - 1 - rank] = k;
      }
      return order;
    }
    let seed = 12345;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      return (seed >>> 8) / 2 ** 24;
    };
    const pools = [
      (): number => (random() - 0.5) * 1e-6,
      (): number => Math.round((random() - 0.5) * 20) * 0.25,
      (): number =>
        [0, -0, 1e-300, -1e-300, 5e-324, -5e-324, 1e300, -1e300, 3.5, -3.5][
          Math.floor(random() * 10)
        ] as number,
      (): number => (random() < 0.5 ? -1 : 1) * random() * 2 ** Math.floor(random() * 60 - 30),
    ];
    for (const draw of pools)
      for (const count of [0, 1, 2, 7, 1000, 70000]) {
        const level = Float64Array.from({ length: count }, draw);
        expect(descendingOrder(level)).toEqual(rankSearchOrder(level));
      }
  });

  it('climbs like the plain 8-neighbour loop on tied heights with NaN (interior fast path, edges, ties)', () => {
    /** Each pixel's climb target by the general loop: highest neighbour, equal heights by larger index. */
    function climbTargets(z: Float64Array, nx: number, ny: number): Int32Array {
      const up = new Int32Array(nx * ny).fill(-1);
      for (let row = 0; row < ny; row++)
        for (let col = 0; col < nx; col++) {
          const p = row * nx + col;
          const v = z[p] as number;
          if (Number.isNaN(v)) continue;
          let best = -1;
          let bestHeight = v;
          let bestIndex = p;
          for (let dr = -1; dr <= 1; dr++)
            for (let dc = -1; dc <= 1; dc++) {
              const r = row + dr;
              const c = col + dc;
              if ((dr === 0 && dc === 0) || r < 0 || r >= ny || c < 0 || c >= nx) continue;
              const q = r * nx + c;
              const h = z[q] as number;
              if (h > bestHeight || (h === bestHeight && q > bestIndex)) {
                best = q;
                bestHeight = h;
                bestIndex = q;
              }
            }
          up[p] = best;
        }
      return up;
    }
    let seed = 777;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      return (seed >>> 8) / 2 ** 24;
    };
    const nx = 61;
    const ny = 47;
    const z = Float64Array.from({ length: nx * ny }, (_, i) =>
      i % 29 === 3 ? NaN : Math.floor(random() * 4),
    );
    const up = climbTargets(z, nx, ny);
    const { label, summits } = steepestAscentBasins(z, nx, ny, 1);
    for (let p = 0; p < nx * ny; p++) {
      if (Number.isNaN(z[p])) {
        expect(label[p]).toBe(-1);
        continue;
      }
      let q = p;
      while ((up[q] as number) >= 0) q = up[q] as number;
      expect(summits[label[p] as number]).toBe(q);
    }
  });
  it('a plateau split into two summits by the climb keeps the larger summit index, whatever the edge order', () => {
    // Plateau pixels 5 (row 1) and 8, 10 (row 2) at height 5: 8 touches only 5 on the plateau and 5
    // climbs to 10, so 8 and 10 are summits of equal height joined at saddle 5 (prominence 0).
    const z = Float64Array.from([0, 0, 0, 0, 0, 5, 0, 0, 5, 0, 5, 0]);
    const { summits } = steepestAscentBasins(z, 4, 3, 1);
    expect(Array.from(summits).sort((a, b) => a - b)).toEqual([8, 10]);
    expect(segment(z, 4, 3, 1, 0).peaks).toEqual([{ index: 10, height: 5 }]);
    // Mirrored left to right, the larger index is the other summit.
    const mirrored = Float64Array.from([0, 0, 0, 0, 0, 0, 5, 0, 0, 5, 0, 5]);
    expect(segment(mirrored, 4, 3, 1, 0).peaks).toEqual([{ index: 11, height: 5 }]);
  });

  it('keeps the highest saddle of each basin pair once, inline and in the overflow list', () => {
    const table = new BasinAdjacency(3);
    // Basin 0 meets six others' worth of raises: more neighbours than the inline slots hold.
    const pairs: [number, number, number, number][] = [
      [0, 1, 5, 3],
      [1, 0, 4, 4],
      [2, 0, 1, 9],
      [0, 2, 7, 8],
      [1, 2, -1, -2],
    ];
    for (const [p, q, hp, hq] of pairs) table.raise(p, q, hp, hq);
    const wide = new BasinAdjacency(8);
    for (let b = 1; b < 8; b++) wide.raise(b, 0, b, 10);
    wide.raise(0, 7, 20, 30);
    wide.raise(6, 0, 0, 0);
    const { from, to, level } = table.edges();
    expect([Array.from(from), Array.from(to), Array.from(level)]).toEqual([
      [0, 0, 1],
      [1, 2, 2],
      [4, 7, -2],
    ]);
    const w = wide.edges();
    expect(Array.from(w.from)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Inline slots in order of first meeting, then the overflow list from its latest entry.
    expect(Array.from(w.to)).toEqual([1, 2, 3, 4, 7, 6, 5]);
    expect(Array.from(w.level)).toEqual([1, 2, 3, 4, 20, 6, 5]);
  });

  it('sorts levels ascending and stably with their payloads (±0 equal, ties in input order)', () => {
    const level = Float64Array.from([3, -0, 1e-300, -2, 0, 3, -1e300, 0.5]);
    const index = Int32Array.from(level, (_, k) => k);
    const tag = Int32Array.from(level, (_, k) => 100 - k);
    const { level: sorted, payload } = sortAscending(level, index, tag);
    expect(Array.from(payload[0] as Int32Array)).toEqual([6, 3, 1, 4, 2, 7, 0, 5]);
    expect(Array.from(payload[1] as Int32Array)).toEqual([94, 97, 99, 96, 98, 93, 100, 95]);
    expect(Array.from(sorted)).toEqual([-1e300, -2, 0, 0, 1e-300, 0.5, 3, 3]);
    // The inputs are left as they were.
    expect(Array.from(index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Object.is(level[1], -0)).toBe(true);
  });
});
