// Remove Glitches (spec part 3 §1): scars — strokes along the fast-scan (row) direction — are found as
// Gwyddion's Mark Scars finds them (mark-scars.ts; defaults are its dialog's: hard threshold 0.666 σ_v,
// soft threshold 0.25 σ_v, minimum length 16 px, maximum width 4 px, both signs) and replaced, column by
// column, by the straight line between the valid rows just above and just below each scar, as
// Gwyddion's original "Remove Scars" did (its 2.x versions solve a Laplace problem on the mask instead,
// which differs only inside the scar and by little for scars a few rows wide).
import { AnalysisError } from '../analysis/analysis-error.ts';
import { defineOperator } from './define-operator.ts';
import { markScars, type ScarSettings } from './mark-scars.ts';

export type RemoveGlitchesParams = ScarSettings;

export const removeGlitches = defineOperator({
  id: 'glitches.remove',
  title: 'Remove glitches: find horizontal scars and interpolate them from the rows above and below',
  kind: 'repair',
  apply(surface, params: RemoveGlitchesParams) {
    const { thresholdHigh, thresholdLow, minLength, maxWidth } = params;
    if (!(thresholdLow >= 0) || !(thresholdHigh >= thresholdLow))
      throw new AnalysisError(
        'invalid-request',
        `thresholds must satisfy 0 ≤ thresholdLow ≤ thresholdHigh (got ${thresholdLow}, ${thresholdHigh})`,
      );
    if (!Number.isInteger(minLength) || minLength < 1 || !Number.isInteger(maxWidth) || maxWidth < 1)
      throw new AnalysisError(
        'invalid-request',
        `minLength and maxWidth must be positive integers (got ${minLength}, ${maxWidth})`,
      );
    const { nx, ny } = surface;
    const marks = markScars(surface.z, nx, ny, params);
    const z = surface.z.slice();
    for (let col = 0; col < nx; col++) {
      let row = 1;
      while (row < ny - 1) {
        if (marks[row * nx + col] === 0) {
          row++;
          continue;
        }
        let end = row;
        while (end < ny && marks[end * nx + col] === 1) end++;
        // Scars never touch the first or last row (the search needs a bound on both sides).
        const first = z[(row - 1) * nx + col] as number;
        const last = z[Math.min(end, ny - 1) * nx + col] as number;
        const span = end - row + 1;
        for (let r = row; r < end; r++) {
          const t = (r - row + 1) / span;
          z[r * nx + col] = (1 - t) * first + t * last;
        }
        row = end;
      }
    }
    return { ...surface, z };
  },
});
