// Bounds of the cut-off wavelength λc of the areal filters (spec part 3 §5: filter-invalid-cutoff,
// filter-invalid-cutoff-length; the spec shows no bounds, part 3 §9). The same rule as the profile
// filters (analysis/profile/cutoff-length.ts): at least five pixels along each axis, below which the
// discrete filter no longer has its nominal 50 % transmission at λc, and at most the field's longer side.
import { AnalysisError } from '../analysis/analysis-error.ts';
import type { Surface } from '../surface/surface.ts';

/** The fewest pixels per cut-off wavelength along each axis. */
export const MINIMUM_CUTOFF_PIXELS = 5;

export function checkCutoff(surface: Surface, cutoff: number): void {
  if (!Number.isFinite(cutoff) || cutoff <= 0)
    throw new AnalysisError(
      'filter-invalid-cutoff',
      `the cut-off must be a positive length in metres, got ${cutoff}`,
    );
  const shortest = MINIMUM_CUTOFF_PIXELS * Math.max(surface.dx, surface.dy);
  const longest = Math.max(surface.nx * surface.dx, surface.ny * surface.dy);
  if (cutoff < shortest || cutoff > longest)
    throw new AnalysisError(
      'filter-invalid-cutoff-length',
      `the cut-off ${cutoff} m must lie between ${MINIMUM_CUTOFF_PIXELS} pixels (${shortest} m) and the field size (${longest} m)`,
    );
}
