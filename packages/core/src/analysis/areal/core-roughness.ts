// The ISO 13565-2 core-roughness construction applied to the areal material ratio curve
// (ISO 25178-2:2021 §4.4, Sk, Spk, Svk, Smr1, Smr2). The equivalent straight line is the secant of the
// curve through two points 40 % of material ratio apart with the smallest gradient, searched on a grid
// of 0.1 % steps (the standard's own step). Where it meets mr = 0 and mr = 100 % it bounds the core
// (Sk); the material ratios where those two heights cut the curve are Smr1 and Smr2; Spk and Svk are
// the heights of the triangles with the same area as the peak and dale areas outside the core.
//
// Tie-break (ISO 13565-2 does not state one): among secants of equal least gradient — within 1e-9 of
// the height range, so rounding cannot decide — the one nearest mr = 0. On a symmetric sinusoid, whose
// least-gradient secants lie at both ends of the curve, the core therefore starts at the highest peak:
// Smr1 = 0, Spk = 0, Sk = A·(1 − cos 0.4π)/0.4 and the dales take the rest (tested on closed forms).
import { GRID_STEPS, type MaterialRatioCurve } from './material-ratio.ts';

export interface CoreRoughness {
  /** Core height, m. */
  readonly Sk: number;
  /** Reduced peak and dale heights, m. */
  readonly Spk: number;
  readonly Svk: number;
  /** Material ratios bounding the core, fractions. */
  readonly Smr1: number;
  readonly Smr2: number;
}

const STEPS = GRID_STEPS;
const WINDOW = 400;
/** Drops this close to the least (fraction of the height range) are equal for the tie-break. */
const TIE = 1e-9;

/** The heights where the equivalent straight line meets mr = 0 (top) and mr = 100 % (bottom). */
export function coreBounds(curve: MaterialRatioCurve): { readonly top: number; readonly bottom: number } {
  if (curve.count < 2) return { top: NaN, bottom: NaN };
  const sampled = curve.heightsAt(Array.from({ length: STEPS + 1 }, (_, k) => k / STEPS));
  const drops = new Float64Array(STEPS - WINDOW + 1);
  let leastDrop = Infinity;
  for (let k = 0; k + WINDOW <= STEPS; k++) {
    const drop = (sampled[k] as number) - (sampled[k + WINDOW] as number);
    drops[k] = drop;
    if (drop < leastDrop) leastDrop = drop;
  }
  // Tie-break: secants whose drop is within TIE of the least (relative to the height range) count as
  // equal, and the first from the peak side (mr = 0, where ISO 13565-2 starts moving the secant) wins.
  // Without the tolerance a symmetric curve (a sinusoid: equal least gradients at both ends) flips
  // between ends on the last bit of rounding.
  const tolerance = TIE * ((sampled[0] as number) - (sampled[STEPS] as number));
  let best = 0;
  while ((drops[best] as number) > leastDrop + tolerance) best++;
  const bestDrop = drops[best] as number;
  const slope = -bestDrop / (WINDOW / STEPS);
  const top = (sampled[best] as number) - (slope * best) / STEPS;
  return { top, bottom: top + slope };
}

export function coreRoughness(curve: MaterialRatioCurve): CoreRoughness {
  if (curve.count < 2) return { Sk: NaN, Spk: NaN, Svk: NaN, Smr1: NaN, Smr2: NaN };
  const { top, bottom } = coreBounds(curve);
  curve.prepareLevels([top, bottom]);
  const Smr1 = curve.ratioAt(top);
  const Smr2 = curve.ratioAt(bottom);
  const peakArea = curve.sumAbove(top);
  const daleArea = curve.sumBelow(bottom);
  return {
    Sk: top - bottom,
    Spk: Smr1 > 0 ? (2 * peakArea) / Smr1 : 0,
    Svk: Smr2 < 1 ? (2 * daleArea) / (1 - Smr2) : 0,
    Smr1,
    Smr2,
  };
}
