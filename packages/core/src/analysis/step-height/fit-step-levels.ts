// Step height of a profile by the ISO 5436-1:2000 §5.3 type A1 evaluation, adapted from a groove to
// a single step: a straight line is fitted to the level before the step (region A) and a parallel
// one to the level after it (region B), by least squares, and the step height is the vertical
// distance between them. Each region spans the width W on its side of the edge, without the third
// next to the edge, because the standard excludes the transition, where edge rounding and the
// probe's response distort the heights. Sharing one slope ("leveling") makes the result immune to
// tilt along the profile; without it both lines are horizontal and the height is the difference of
// the two region means.

export interface StepLevelsFit {
  /** Level B minus level A, metres (positive when the profile rises across the edge). */
  readonly stepHeight: number;
  /** Standard uncertainty of stepHeight from the residuals (ISO/IEC Guide 98-3 type A), metres. */
  readonly uncertainty: number;
  /** Common slope of the two lines, metres per sample (0 without leveling). */
  readonly slopePerSample: number;
  /** Height of line A at the edge, metres. */
  readonly levelA: number;
  /** Inclusive sample ranges of the regions. */
  readonly regionA: { readonly first: number; readonly last: number };
  readonly regionB: { readonly first: number; readonly last: number };
  readonly countA: number;
  readonly countB: number;
}

/**
 * `edge` is the fractional sample index of the step, `width` W in samples (clamped to what the
 * profile holds on the shorter side). Returns NaN heights when a region holds no valid sample.
 */
export function fitStepLevels(
  heights: Float64Array,
  edge: number,
  width: number,
  leveling: boolean,
): StepLevelsFit {
  const last = heights.length - 1;
  const w = Math.min(width, edge, last - edge);
  const regionA = { first: Math.ceil(edge - w), last: Math.floor(edge - w / 3) };
  const regionB = { first: Math.ceil(edge + w / 3), last: Math.floor(edge + w) };
  // Heights relative to a reference keep the sums small when the levels sit on a large offset.
  let reference = NaN;
  for (let i = regionA.first; i <= regionA.last && Number.isNaN(reference); i++) {
    if (Number.isFinite(heights[i])) reference = heights[i] as number;
  }
  let n = 0;
  let nB = 0;
  let sx = 0;
  let sxB = 0;
  let sxx = 0;
  let sz = 0;
  let szB = 0;
  let sxz = 0;
  let szz = 0;
  const accumulate = (from: number, to: number, inB: boolean): number => {
    let count = 0;
    for (let i = Math.max(0, from); i <= Math.min(last, to); i++) {
      const v = heights[i] as number;
      if (!Number.isFinite(v)) continue;
      const x = i - edge;
      const z = v - reference;
      count++;
      sx += x;
      sxx += x * x;
      sz += z;
      sxz += x * z;
      szz += z * z;
      if (inB) {
        sxB += x;
        szB += z;
      }
    }
    return count;
  };
  const countA = accumulate(regionA.first, regionA.last, false);
  const countB = accumulate(regionB.first, regionB.last, true);
  n = countA + countB;
  nB = countB;
  const none = {
    stepHeight: NaN,
    uncertainty: NaN,
    slopePerSample: NaN,
    levelA: NaN,
    regionA,
    regionB,
    countA,
    countB,
  };
  if (countA === 0 || countB === 0) return none;

  let a: number;
  let b: number;
  let h: number;
  let inverseHH: number;
  let parameters: number;
  if (leveling) {
    // Normal equations for z = a + b·x + h·[x in B]:
    // [n sx nB; sx sxx sxB; nB sxB nB]·[a b h] = [sz sxz szB].
    const det = n * (sxx * nB - sxB * sxB) - sx * (sx * nB - sxB * nB) + nB * (sx * sxB - sxx * nB);
    if (!(Math.abs(det) > 1e-12 * n * sxx * nB)) return none;
    a = (sz * (sxx * nB - sxB * sxB) - sx * (sxz * nB - sxB * szB) + nB * (sxz * sxB - sxx * szB)) / det;
    b = (n * (sxz * nB - sxB * szB) - sz * (sx * nB - sxB * nB) + nB * (sx * szB - sxz * nB)) / det;
    h = (n * (sxx * szB - sxz * sxB) - sx * (sx * szB - sxz * nB) + sz * (sx * sxB - sxx * nB)) / det;
    inverseHH = (n * sxx - sx * sx) / det;
    parameters = 3;
  } else {
    a = (sz - szB) / countA;
    b = 0;
    h = szB / countB - a;
    inverseHH = 1 / countA + 1 / countB;
    parameters = 2;
  }
  // Residual sum of squares from the sums: Σ(z − a − b·x − h·I)², expanded.
  const rss = Math.max(
    0,
    szz -
      2 * (a * sz + b * sxz + h * szB) +
      a * a * n +
      b * b * sxx +
      h * h * nB +
      2 * (a * b * sx + a * h * nB + b * h * sxB),
  );
  const dof = n - parameters;
  const uncertainty = dof > 0 ? Math.sqrt((rss / dof) * inverseHH) : NaN;
  return {
    stepHeight: h,
    uncertainty,
    slopePerSample: b,
    levelA: a + reference,
    regionA,
    regionB,
    countA,
    countB,
  };
}
