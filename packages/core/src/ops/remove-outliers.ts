// Remove Outliers (spec part 3 §1): points far from the bulk of the heights become NaN (invalid), so a
// later step (invalids.fill, or analyses that skip invalid points) deals with them. Two rules:
// - 'sigma' (default, as Gwyddion's Mask of Outliers, gwy_data_field_mask_outliers): |z − mean| > k·σ,
//   mean and σ (population) of the valid points;
// - 'mad': |z − median| > k·1.4826·MAD, the robust rule (the scale of a normal distribution's σ), which a
//   few huge spikes cannot inflate. An exact median of the valid points (mean of the two middle values).
// Both are one pass, not iterated: a point that only becomes an outlier once others are removed stays.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';

export interface RemoveOutliersParams {
  /** k, in units of σ (or of 1.4826·MAD). */
  readonly threshold: number;
  readonly method: 'sigma' | 'mad';
}

/** MAD → σ of a normal distribution: 1/Φ⁻¹(3/4). */
const MAD_TO_SIGMA = 1.482602218505602;

function median(sorted: Float64Array): number {
  const n = sorted.length;
  const half = n >> 1;
  return n % 2 === 1
    ? (sorted[half] as number)
    : 0.5 * ((sorted[half - 1] as number) + (sorted[half] as number));
}

export const removeOutliers = defineOperator({
  id: 'outliers.remove',
  title: 'Remove outliers: points beyond k·σ (or k robust σ) from the centre become invalid',
  kind: 'repair',
  apply(surface, params: RemoveOutliersParams) {
    if (!Number.isFinite(params.threshold) || params.threshold <= 0)
      throw new AnalysisError(
        'invalid-request',
        `the outlier threshold must be positive (got ${params.threshold})`,
      );
    const source = surface.z;
    let count = 0;
    for (const v of source) if (!Number.isNaN(v)) count++;
    if (count === 0) throw new AnalysisError('no-pixel-selected', 'the surface has no valid point');
    let centre: number;
    let scale: number;
    if (params.method === 'sigma') {
      let sum = 0;
      for (const v of source) if (!Number.isNaN(v)) sum += v;
      centre = sum / count;
      let squares = 0;
      for (const v of source) if (!Number.isNaN(v)) squares += (v - centre) ** 2;
      scale = Math.sqrt(squares / count);
    } else {
      const values = new Float64Array(count);
      let k = 0;
      for (const v of source) if (!Number.isNaN(v)) values[k++] = v;
      values.sort();
      centre = median(values);
      for (let i = 0; i < count; i++) values[i] = Math.abs((values[i] as number) - centre);
      values.sort();
      scale = MAD_TO_SIGMA * median(values);
    }
    const limit = params.threshold * scale;
    const z = source.slice();
    for (let i = 0; i < z.length; i++) if (Math.abs((z[i] as number) - centre) > limit) z[i] = Number.NaN;
    return { ...surface, z };
  },
});
