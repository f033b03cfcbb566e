// The areal material ratio curve of ISO 25178-2:2021 §4.4 (the Abbott–Firestone curve of the valid
// heights) and the functional parameters read from it. The curve is the heights sorted from the highest
// down; the k-th of n heights (k = 0…n−1) sits at material ratio (k + ½)/n, and the curve is linear
// between them and flat beyond the ends. With that convention a linear ramp gives an exactly linear
// curve, and Smr(c) (the fraction of points at or above c) is its inverse up to 1/(2n).

export class MaterialRatioCurve {
  /** Heights sorted descending. */
  private readonly heights: Float64Array;

  /** `validHeights` is taken over (sorted in place, so pass a copy). */
  constructor(validHeights: Float64Array) {
    validHeights.sort();
    validHeights.reverse();
    this.heights = validHeights;
  }

  get count(): number {
    return this.heights.length;
  }

  /** Fraction of points at or above `c` (ISO Smr(c)). NaN without points. */
  ratioAt(c: number): number {
    const h = this.heights;
    const n = h.length;
    if (n === 0 || Number.isNaN(c)) return NaN;
    // First index whose height is below c: binary search on the descending array.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((h[mid] as number) >= c) lo = mid + 1;
      else hi = mid;
    }
    return lo / n;
  }

  /** The height at material ratio `mr` (ISO Smc(mr) as a height, not yet a depth). */
  heightAt(mr: number): number {
    const h = this.heights;
    const n = h.length;
    if (n === 0 || Number.isNaN(mr)) return NaN;
    const position = mr * n - 0.5;
    if (position <= 0) return h[0] as number;
    if (position >= n - 1) return h[n - 1] as number;
    const k = Math.floor(position);
    const t = position - k;
    return (h[k] as number) * (1 - t) + (h[k + 1] as number) * t;
  }

  /** ∫₀^p (h(mr) − h(p)) dmr: the material volume above the height at ratio p, per unit area. */
  materialVolume(p: number): number {
    const level = this.heightAt(p);
    return this.sumAbove(level);
  }

  /** ∫ₚ^1 (h(p) − h(mr)) dmr: the void volume below the height at ratio p, per unit area. */
  voidVolume(p: number): number {
    const level = this.heightAt(p);
    return this.sumBelow(level);
  }

  /** Mean over points of max(0, z − level). */
  sumAbove(level: number): number {
    const h = this.heights;
    const n = h.length;
    if (n === 0 || Number.isNaN(level)) return NaN;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const v = h[k] as number;
      if (v <= level) break;
      sum += v - level;
    }
    return sum / n;
  }

  /** Mean over points of max(0, level − z). */
  sumBelow(level: number): number {
    const h = this.heights;
    const n = h.length;
    if (n === 0 || Number.isNaN(level)) return NaN;
    let sum = 0;
    for (let k = n - 1; k >= 0; k--) {
      const v = h[k] as number;
      if (v >= level) break;
      sum += level - v;
    }
    return sum / n;
  }
}
