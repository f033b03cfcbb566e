// Remove Particles (spec part 3 §1): the particles the grains analysis finds — points above (or below)
// a height threshold, 4-connected (label-particles.ts, the same marking as Gwyddion's
// gwy_data_field_grains_mark_height + gwy_data_field_number_grains) — of at least `minSize` pixels are
// replaced, smaller ones kept (they are roughness, not particles).
//
// Decisions:
// - `threshold` is a fraction 0..1 of the valid height range, as the grains analysis takes it.
// - `replaceBy: 'background-plane'` (default): each particle's points get the least-squares plane of
//   the background around it — the valid, unmarked points within `margin` pixels (Chebyshev distance)
//   of the particle; with fewer than three such points not on a line, their mean; with none, NaN.
//   A plane keeps the local slope of the substrate, so a removed particle on a tilted sample leaves no
//   step, and unlike a harmonic fill it needs no iterative solve. `replaceBy: 'invalid'` marks them NaN
//   instead, for invalids.fill (harmonic) or for analyses that skip them.
import { AnalysisError } from '../analysis/analysis-error.ts';
import { PlaneFitSums } from '../analysis/common/plane-fit.ts';
import { labelParticles } from '../analysis/grains/label-particles.ts';
import { defineOperator } from './define-operator.ts';

export interface RemoveParticlesParams {
  /** Fraction 0..1 of the valid height range. */
  readonly threshold: number;
  /** Particles are z ≥ threshold (true) or z < threshold (false). */
  readonly above: boolean;
  /** Particles of fewer pixels are kept. */
  readonly minSize: number;
  readonly replaceBy: 'background-plane' | 'invalid';
  /** Width in pixels of the background ring the plane is fitted to. */
  readonly margin: number;
}

export const removeParticles = defineOperator({
  id: 'particles.remove',
  title: 'Remove particles above or below a height threshold, replaced by the local background plane',
  kind: 'repair',
  apply(surface, params: RemoveParticlesParams) {
    const { threshold, above, minSize, replaceBy, margin } = params;
    if (!(threshold >= 0 && threshold <= 1))
      throw new AnalysisError(
        'invalid-request',
        'the threshold must be a fraction of the height range, 0 to 1',
      );
    if (!(Number.isInteger(minSize) && minSize >= 1))
      throw new AnalysisError(
        'invalid-request',
        'the minimum particle size must be a whole number of pixels ≥ 1',
      );
    if (!(Number.isInteger(margin) && margin >= 1 && margin <= 64))
      throw new AnalysisError('invalid-request', 'the background margin must be 1 to 64 pixels');
    const { nx, ny } = surface;
    const { labels, count } = labelParticles(surface, threshold, above);
    const z = new Float64Array(surface.z);
    if (count === 0) return { ...surface, z };

    // Pixels of each particle, grouped by label (counting sort).
    const start = new Int32Array(count + 2);
    for (const label of labels) if (label > 0) start[label + 1] = (start[label + 1] as number) + 1;
    for (let label = 1; label <= count + 1; label++)
      start[label] = (start[label] as number) + (start[label - 1] as number);
    const pixels = new Int32Array(start[count + 1] as number);
    const fill = start.slice();
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i] as number;
      if (label > 0) pixels[(fill[label] = (fill[label] as number) + 1) - 1] = i;
    }

    // Which background pixel was last added for which particle, so each counts once per fit.
    const seen = new Int32Array(nx * ny);
    for (let label = 1; label <= count; label++) {
      const from = start[label] as number;
      const to = start[label + 1] as number;
      if (to - from < minSize) continue;
      if (replaceBy === 'invalid') {
        for (let p = from; p < to; p++) z[pixels[p] as number] = NaN;
        continue;
      }
      // Coordinates relative to the particle's first pixel keep the sums well conditioned.
      const first = pixels[from] as number;
      const c0 = first % nx;
      const r0 = (first - c0) / nx;
      const sums = new PlaneFitSums();
      let sum = 0;
      for (let p = from; p < to; p++) {
        const i = pixels[p] as number;
        const col = i % nx;
        const row = (i - col) / nx;
        for (let r = Math.max(0, row - margin); r <= Math.min(ny - 1, row + margin); r++)
          for (let c = Math.max(0, col - margin); c <= Math.min(nx - 1, col + margin); c++) {
            const j = r * nx + c;
            if (labels[j] !== 0 || seen[j] === label) continue;
            seen[j] = label;
            const v = surface.z[j] as number;
            if (Number.isNaN(v)) continue;
            sums.add(c - c0, r - r0, v);
            sum += v;
          }
      }
      const plane = sums.solve();
      const level = sums.count > 0 ? sum / sums.count : NaN;
      for (let p = from; p < to; p++) {
        const i = pixels[p] as number;
        const col = i % nx;
        const row = (i - col) / nx;
        z[i] = plane
          ? plane.meanZ + plane.slopeX * (col - c0 - plane.meanX) + plane.slopeY * (row - r0 - plane.meanY)
          : level;
      }
    }
    return { ...surface, z };
  },
});
