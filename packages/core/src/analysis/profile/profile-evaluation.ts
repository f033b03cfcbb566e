// The evaluation of one profile for the profile parameters: the roughness (or waviness) ordinates
// Z(x) relative to the mean line over the evaluation length, split into sampling lengths (sections).
// Statistics shared by several parameters are computed once, on first use.
import { findProfileElements, type ProfileElements } from './profile-elements.ts';

export interface SectionExtremes {
  /** Highest peak Zp of each section (metres above the mean line). */
  readonly peaks: Float64Array;
  /** Deepest valley Zv of each section, positive (metres below the mean line). */
  readonly valleys: Float64Array;
}

export interface Moments {
  readonly count: number;
  readonly ra: number;
  readonly rq: number;
  readonly rsk: number;
  readonly rku: number;
  readonly max: number;
  readonly min: number;
}

export class ProfileEvaluation {
  private moments?: Moments;
  private extremes?: SectionExtremes;
  private elements?: ProfileElements;

  /**
   * @param z ordinates over the evaluation length, relative to the mean line (Z = 0), NaN invalid
   * @param spacing sample spacing, metres
   * @param sections number of sampling lengths the evaluation length holds (≥ 1)
   * @param materialRatioLevel the level c of Rmr(c), metres relative to the mean line
   */
  constructor(
    readonly z: Float64Array,
    readonly spacing: number,
    readonly sections: number,
    readonly materialRatioLevel = 0,
  ) {}

  /** Ra, Rq, Rsk, Rku and the extremes over the evaluation length (ISO 4287 §4.2). */
  get stats(): Moments {
    if (this.moments) return this.moments;
    const z = this.z;
    let count = 0;
    let sumAbs = 0;
    let sum2 = 0;
    let sum3 = 0;
    let sum4 = 0;
    let max = -Infinity;
    let min = Infinity;
    for (let i = 0; i < z.length; i++) {
      const v = z[i] as number;
      if (Number.isNaN(v)) continue;
      count++;
      const v2 = v * v;
      sumAbs += Math.abs(v);
      sum2 += v2;
      sum3 += v2 * v;
      sum4 += v2 * v2;
      if (v > max) max = v;
      if (v < min) min = v;
    }
    const rq = Math.sqrt(sum2 / count);
    this.moments =
      count === 0
        ? { count, ra: NaN, rq: NaN, rsk: NaN, rku: NaN, max: NaN, min: NaN }
        : {
            count,
            ra: sumAbs / count,
            rq,
            rsk: sum3 / count / (rq * rq * rq),
            rku: sum4 / count / (rq * rq * rq * rq),
            max,
            min,
          };
    return this.moments;
  }

  /** Section k covers samples [sectionStart(k), sectionStart(k + 1)). */
  sectionStart(k: number): number {
    return Math.round((k * this.z.length) / this.sections);
  }

  get sectionExtremes(): SectionExtremes {
    if (this.extremes) return this.extremes;
    const peaks = new Float64Array(this.sections);
    const valleys = new Float64Array(this.sections);
    for (let k = 0; k < this.sections; k++) {
      let max = -Infinity;
      let min = Infinity;
      for (let i = this.sectionStart(k), end = this.sectionStart(k + 1); i < end; i++) {
        const v = this.z[i] as number;
        if (v > max) max = v;
        if (v < min) min = v;
      }
      peaks[k] = max === -Infinity ? NaN : max;
      valleys[k] = min === Infinity ? NaN : -min;
    }
    this.extremes = { peaks, valleys };
    return this.extremes;
  }

  /** Profile elements with the default discrimination: 10 % of Rz in height, 1 % of lr in width. */
  get profileElements(): ProfileElements {
    if (this.elements) return this.elements;
    const { peaks, valleys } = this.sectionExtremes;
    const rz = meanOf(peaks) + meanOf(valleys);
    const samplingLength = (this.z.length * this.spacing) / this.sections;
    this.elements = findProfileElements(this.z, this.spacing, 0.1 * rz, 0.01 * samplingLength);
    return this.elements;
  }

  /** RΔq: local slopes dZ/dX by the seven-point central difference, sixth-order accurate (a stated choice, see the Rdq definition). */
  rmsSlope(): number {
    const z = this.z;
    let sum = 0;
    let count = 0;
    for (let i = 3; i + 3 < z.length; i++) {
      const d =
        ((z[i + 3] as number) -
          9 * (z[i + 2] as number) +
          45 * (z[i + 1] as number) -
          45 * (z[i - 1] as number) +
          9 * (z[i - 2] as number) -
          (z[i - 3] as number)) /
        (60 * this.spacing);
      if (Number.isNaN(d)) continue;
      sum += d * d;
      count++;
    }
    return count === 0 ? NaN : Math.sqrt(sum / count);
  }

  /** Fraction of valid ordinates at or above `level` (material ratio, ISO 4287 §4.5.1). */
  materialRatio(level: number): number {
    let count = 0;
    let above = 0;
    for (let i = 0; i < this.z.length; i++) {
      const v = this.z[i] as number;
      if (Number.isNaN(v)) continue;
      count++;
      if (v >= level) above++;
    }
    return count === 0 ? NaN : above / count;
  }
}

/** Mean of the finite values, NaN when none. */
export function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
  }
  return count === 0 ? NaN : sum / count;
}

/** Largest of the finite values, NaN when none. */
export function maxOf(values: ArrayLike<number>): number {
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v > max) max = v;
  }
  return max === -Infinity ? NaN : max;
}
