import { describe, expect, it } from 'vitest';
import { coreRoughness } from './core-roughness.ts';
import { MaterialRatioCurve } from './material-ratio.ts';

function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The curve as it was computed before order statistics: a sorted copy of z − z̄, highest first. */
function sortedReference(z: Float64Array, mean: number) {
  const h = Float64Array.from(z.filter(Number.isFinite), (v) => v - mean)
    .sort()
    .reverse();
  const n = h.length;
  const heightAt = (mr: number): number => {
    const position = mr * n - 0.5;
    if (position <= 0) return h[0] as number;
    if (position >= n - 1) return h[n - 1] as number;
    const k = Math.floor(position);
    const t = position - k;
    return (h[k] as number) * (1 - t) + (h[k + 1] as number) * t;
  };
  const ratioAt = (c: number): number => h.filter((v) => v >= c).length / n;
  const sumAbove = (level: number): number => h.reduce((s, v) => (v > level ? s + (v - level) : s), 0) / n;
  const sumBelow = (level: number): number => h.reduce((s, v) => (v < level ? s + (level - v) : s), 0) / n;
  return { n, heightAt, ratioAt, sumAbove, sumBelow };
}

describe('MaterialRatioCurve (exact order statistics, no sort)', () => {
  const random = lcg(11);
  const cases: Record<string, Float64Array> = {
    smooth: Float64Array.from({ length: 40000 }, () => 1e-3 + random() * 1e-6),
    quantised: Float64Array.from({ length: 30001 }, () => Math.floor(random() * 37) * 1e-9),
    spikes: Float64Array.from({ length: 20000 }, (_, i) => (i === 7 ? 1 : i === 9000 ? -2 : 1e-9 * random())),
    invalid: Float64Array.from({ length: 10000 }, (_, i) =>
      i % 3 === 0 ? NaN : i % 7 === 0 ? -Infinity : random(),
    ),
    flat: new Float64Array(100).fill(2e-9),
  };

  for (const [name, z] of Object.entries(cases)) {
    it(`${name}: heights and Smr identical to the sorted curve, volumes to rounding`, () => {
      const valid = z.filter(Number.isFinite);
      const mean = valid.reduce((s, v) => s + v, 0) / valid.length;
      const ref = sortedReference(z, mean);
      check(z, mean, ref, new MaterialRatioCurve(z, mean, ref.n));
    });

    it(`${name}: the same with the moments' bounds (deliberately inexact) and anticipated levels`, () => {
      const valid = z.filter(Number.isFinite);
      const mean = valid.reduce((s, v) => s + v, 0) / valid.length;
      const ref = sortedReference(z, mean);
      const min = Math.min(...valid);
      const max = Math.max(...valid);
      const inset = (max - min) * 1e-3;
      const curve = new MaterialRatioCurve(z, mean, ref.n, { min: min + inset, max: max - inset });
      curve.anticipate = () => [0, curve.heightAt(0.1), curve.heightAt(0.8)];
      check(z, mean, ref, curve);
    });
  }

  function check(
    z: Float64Array,
    mean: number,
    ref: ReturnType<typeof sortedReference>,
    curve: MaterialRatioCurve,
  ): void {
    const valid = z.filter(Number.isFinite);
    const mrs = [-0.1, 0, 0.3 / ref.n, 0.025, 0.1, 0.5, 0.8, 1 - 0.2 / ref.n, 1, 1.5];
    const heights = curve.heightsAt(mrs);
    mrs.forEach((mr, i) => {
      expect(heights[i]).toBe(ref.heightAt(mr));
      expect(curve.heightAt(mr)).toBe(ref.heightAt(mr));
    });
    for (const c of [-1, 0, ref.heightAt(0.1), ref.heightAt(0.9), 1e-10])
      expect(curve.ratioAt(c)).toBe(ref.ratioAt(c));
    const scale = Math.max(...Array.from(valid, (v) => Math.abs(v - mean))) || 1;
    for (const p of [0.1, 0.8]) {
      const level = ref.heightAt(p);
      expect(Math.abs(curve.materialVolume(p) - ref.sumAbove(level))).toBeLessThanOrEqual(1e-13 * scale);
      expect(Math.abs(curve.voidVolume(p) - ref.sumBelow(level))).toBeLessThanOrEqual(1e-13 * scale);
    }
    const core = coreRoughness(curve);
    expect(Number.isNaN(core.Sk) || core.Sk >= 0).toBe(true);
  }

  it('has no points: NaN everywhere', () => {
    const curve = new MaterialRatioCurve(new Float64Array([NaN]), NaN, 0);
    expect(curve.heightAt(0.5)).toBeNaN();
    expect(curve.ratioAt(0)).toBeNaN();
    expect(curve.materialVolume(0.1)).toBeNaN();
  });
});
