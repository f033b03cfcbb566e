// The areal material ratio curve of ISO 25178-2:2021 §4.4 (the Abbott–Firestone curve of the valid
// heights) and the functional parameters read from it. The curve is the heights sorted from the highest
// down; the k-th of n heights (k = 0…n−1) sits at material ratio (k + ½)/n, and the curve is linear
// between them and flat beyond the ends. With that convention a linear ramp gives an exactly linear
// curve, and Smr(c) (the fraction of points at or above c) is its inverse up to 1/(2n).
//
// Nothing is sorted: the heights the curve is read at are exact order statistics from the 65 536-bin
// histogram of bearing/order-statistics.ts (the k-th highest of z − z̄ is the k-th highest of z minus
// z̄, rounding being monotonic, so they are the very numbers a full sort gave). The first request also
// fetches the 0.1 % grid of the ISO 13565-2 construction (core-roughness.ts), on which every standard
// ratio (2.5 %, 10 %, 50 %, 80 %) lies, so all functional parameters share one collecting pass. Per
// level, one pass (shared by all the levels known by then) counts the points at or above it (Smr) and
// sums max(0, ±(z − z̄ − level)) (volumes) with compensation (prepareLevels): the sums no longer depend
// on the order of summation and are accurate to a few units in the last place, where the descending
// sum of a sorted copy was off by up to ~1e-13 relative. No copy of the field is kept (was 1× the
// field); bench/src/areal.ts measures the time. The first level pass takes every anticipated level
// whichever parameter asks first (there were three passes when Smr came first), and the moments' bounds
// spare the order statistics their min/max pass: five passes in all (2048², same process: −36 % CPU).
import { OrderStatistics } from '../bearing/order-statistics.ts';

export class MaterialRatioCurve {
  private statistics: OrderStatistics | null = null;
  /** Heights above the mean, by descending index k (the k-th highest), as far as asked for. */
  private readonly heightOfIndex = new Map<number, number>();
  private readonly levels = new Map<number, LevelStatistics>();
  private anticipated = false;
  /**
   * Levels the caller will ask about (the areal context: Smr's c, the heights at Vm/Vv's p and q, the
   * core's bounds), added to the first level pass after the heights are known, so they share it.
   */
  anticipate: (() => readonly number[]) | null = null;

  /**
   * The valid (finite) heights of `z` about `mean`; `count` is their number (the moments' count). `z`
   * is read, never modified or copied.
   */
  constructor(
    private readonly z: Float64Array,
    private readonly mean: number,
    readonly count: number,
    /** Bounds of the heights from the moments pass, when known (saves the order statistics one pass). */
    private readonly bounds?: { readonly min: number; readonly max: number },
  ) {}

  /** The heights above the mean of the k-th highest points (descending indices), fetched in one pass. */
  private fetch(indices: readonly number[]): void {
    const n = this.count;
    const wanted = this.statistics ? indices : [...indices, ...this.gridIndices()];
    const missing = [...new Set(wanted)].filter((k) => !this.heightOfIndex.has(k));
    if (missing.length === 0) return;
    this.statistics ??= new OrderStatistics(
      this.z,
      this.bounds && { count: this.count, min: this.bounds.min, max: this.bounds.max },
    );
    const values = this.statistics.at(missing.map((k) => n - 1 - k));
    missing.forEach((k, i) => this.heightOfIndex.set(k, (values[i] as number) - this.mean));
  }

  /** Fraction of points at or above `c` (ISO Smr(c)). NaN without points. */
  ratioAt(c: number): number {
    return this.level(c).atOrAbove / this.count;
  }

  /** The height at material ratio `mr` (ISO Smc(mr) as a height, not yet a depth). */
  heightAt(mr: number): number {
    return this.heightsAt([mr])[0] as number;
  }

  /** heightAt for several material ratios, with one pass over the field for all of them. */
  heightsAt(mrs: readonly number[]): Float64Array {
    const n = this.count;
    const out = new Float64Array(mrs.length);
    if (n === 0) return out.fill(NaN);
    // The k-th highest alone at the ends, else linear between the k-th and (k+1)-th highest.
    const plan = mrs.map((mr) => {
      if (Number.isNaN(mr)) return { k: -1, t: NaN };
      const position = mr * n - 0.5;
      if (position <= 0) return { k: 0, t: NaN };
      if (position >= n - 1) return { k: n - 1, t: NaN };
      const k = Math.floor(position);
      return { k, t: position - k };
    });
    this.fetch(plan.flatMap(({ k, t }) => (k < 0 ? [] : Number.isNaN(t) ? [k] : [k, k + 1])));
    const h = this.heightOfIndex;
    plan.forEach(({ k, t }, i) => {
      if (k < 0) out[i] = NaN;
      else if (Number.isNaN(t)) out[i] = h.get(k) as number;
      else out[i] = (h.get(k) as number) * (1 - t) + (h.get(k + 1) as number) * t;
    });
    return out;
  }

  /** ∫₀^p (h(mr) − h(p)) dmr: the material volume above the height at ratio p, per unit area. */
  materialVolume(p: number): number {
    return this.sumAbove(this.heightAt(p));
  }

  /** ∫ₚ^1 (h(p) − h(mr)) dmr: the void volume below the height at ratio p, per unit area. */
  voidVolume(p: number): number {
    return this.sumBelow(this.heightAt(p));
  }

  /** Mean over points of max(0, z − level). */
  sumAbove(level: number): number {
    return this.level(level).above / this.count;
  }

  /** Mean over points of max(0, level − z). */
  sumBelow(level: number): number {
    return this.level(level).below / this.count;
  }

  /**
   * The statistics of several levels in one pass over the field. Levels L₀ < … < L_{m−1} cut the
   * heights into m + 1 intervals; each point adds to its interval's count and to two compensated
   * (Neumaier) sums of non-negative distances, from the level below it and to the level above it.
   * A level's volumes are then sums of non-negative terms (no cancellation), so they are accurate to a
   * few units in the last place whatever the number of points, at two additions per point.
   */
  prepareLevels(asked: readonly number[]): void {
    // The first pass over the field also takes every anticipated level, so that all the functional
    // parameters share one pass whichever is asked first.
    let levels = asked;
    if (this.anticipate && !this.anticipated && this.count > 0) {
      this.anticipated = true;
      levels = [...asked, ...this.anticipate()];
    }
    const missing = [...new Set(levels)].filter((l) => !Number.isNaN(l) && !this.levels.has(l));
    if (missing.length === 0 || this.count === 0) return;
    const L = Float64Array.from(missing).sort();
    const m = L.length;
    const count = new Float64Array(m + 1);
    // fromBelow[i]: Σ (h − L[i−1]) over interval i ≥ 1; toAbove[i]: Σ (L[i] − h) over interval i < m.
    const fromBelow = new Float64Array(m + 1);
    const fromBelowC = new Float64Array(m + 1);
    const toAbove = new Float64Array(m + 1);
    const toAboveC = new Float64Array(m + 1);
    const { z, mean } = this;
    for (let p = 0; p < z.length; p++) {
      const v = z[p] as number;
      if (v - v !== 0) continue;
      const h = v - mean;
      // Interval: the number of levels at or below h.
      let i = 0;
      while (i < m && h >= (L[i] as number)) i++;
      count[i] = (count[i] as number) + 1;
      if (i > 0) {
        const d = h - (L[i - 1] as number);
        const s = fromBelow[i] as number;
        const t = s + d;
        fromBelowC[i] = (fromBelowC[i] as number) + (Math.abs(s) >= d ? s - t + d : d - t + s);
        fromBelow[i] = t;
      }
      if (i < m) {
        const d = (L[i] as number) - h;
        const s = toAbove[i] as number;
        const t = s + d;
        toAboveC[i] = (toAboveC[i] as number) + (Math.abs(s) >= d ? s - t + d : d - t + s);
        toAbove[i] = t;
      }
    }
    for (let j = 0; j < m; j++) {
      const level = L[j] as number;
      let atOrAbove = 0;
      const above = new NeumaierSum();
      for (let i = j + 1; i <= m; i++) {
        atOrAbove += count[i] as number;
        above.add((fromBelow[i] as number) + (fromBelowC[i] as number));
        above.add((count[i] as number) * ((L[i - 1] as number) - level));
      }
      const below = new NeumaierSum();
      for (let i = 0; i <= j; i++) {
        below.add((toAbove[i] as number) + (toAboveC[i] as number));
        below.add((count[i] as number) * (level - (L[i] as number)));
      }
      this.levels.set(level, { atOrAbove, above: above.value(), below: below.value() });
    }
  }

  private level(l: number): LevelStatistics {
    if (this.count === 0 || Number.isNaN(l)) return NO_LEVEL;
    this.prepareLevels([l]);
    return this.levels.get(l) as LevelStatistics;
  }

  /** Descending indices of the 0.1 % grid of material ratio (and their neighbours). */
  private gridIndices(): number[] {
    const n = this.count;
    const out: number[] = [];
    for (let step = 0; step <= GRID_STEPS; step++) {
      const position = (step / GRID_STEPS) * n - 0.5;
      if (position <= 0) out.push(0);
      else if (position >= n - 1) out.push(n - 1);
      else out.push(Math.floor(position), Math.floor(position) + 1);
    }
    return out;
  }
}

class NeumaierSum {
  private sum = 0;
  private compensation = 0;

  add(x: number): void {
    const t = this.sum + x;
    this.compensation += Math.abs(this.sum) >= Math.abs(x) ? this.sum - t + x : x - t + this.sum;
    this.sum = t;
  }

  value(): number {
    return this.sum + this.compensation;
  }
}

interface LevelStatistics {
  /** Number of points with z − z̄ ≥ level. */
  readonly atOrAbove: number;
  /** Σ max(0, z − z̄ − level) and Σ max(0, level − (z − z̄)). */
  readonly above: number;
  readonly below: number;
}

const NO_LEVEL: LevelStatistics = { atOrAbove: NaN, above: NaN, below: NaN };

/** The grid of the ISO 13565-2 construction: material ratio in steps of 0.1 % (core-roughness.ts). */
export const GRID_STEPS = 1000;
