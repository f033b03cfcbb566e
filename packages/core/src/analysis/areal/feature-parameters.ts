// Feature parameters of ISO 25178-2:2021 §5 (Spd, Spc, S5p, S5v, S10z) from the watershed segmentation
// with Wolf pruning at 5 % of Sz (segmentation.ts). "Significant" peaks and pits are the summits of the
// hills and dales that survive pruning; heights are from the mean of the valid points.
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';
import type { SegmentPeak } from './segmentation.ts';

const categories = ['iso25178-features'] as const;
const PRUNING =
  'Watershed segmentation (steepest-ascent basins, 8-neighbour) with Wolf pruning of hills lower than 5 % of Sz (ISO 25178-3 default); every surviving summit counts, including those on the border of the evaluation area.';

/** Mean of the first `count` summit heights (fewer when fewer survive). */
function meanOfTop(peaks: readonly SegmentPeak[], count: number): number {
  const k = Math.min(count, peaks.length);
  if (k === 0) return NaN;
  let sum = 0;
  for (let i = 0; i < k; i++) sum += (peaks[i] as SegmentPeak).height;
  return sum / k;
}

function validArea(c: ArealContext): number {
  return c.moments().count * c.surface.dx * c.surface.dy;
}

export const Spd = defineParameter<ArealContext>({
  id: 'Spd',
  name: 'Density of peaks',
  categories,
  standard: 'ISO 25178-2:2021 §5 (feature parameters)',
  kind: 'per-area',
  definition: 'Number of significant peaks per unit area (1/m²).',
  choice: PRUNING,
  compute: (c) => (c.moments().count > 0 ? c.hills().peaks.length / validArea(c) : NaN),
});

export const Spc = defineParameter<ArealContext>({
  id: 'Spc',
  name: 'Arithmetic mean peak curvature',
  categories,
  standard: 'ISO 25178-2:2021 §5 (feature parameters)',
  kind: 'per-length',
  definition: 'Mean over the significant peaks of −½(∂²z/∂x² + ∂²z/∂y²) at the summit (1/m).',
  choice: `${PRUNING} The curvature uses three-point second differences; summits without four valid neighbours are left out of the mean.`,
  compute: (c) => {
    const { nx, ny, dx, dy, z } = c.surface;
    let sum = 0;
    let count = 0;
    for (const peak of c.hills().peaks) {
      const row = Math.floor(peak.index / nx);
      const col = peak.index - row * nx;
      if (row < 1 || col < 1 || row >= ny - 1 || col >= nx - 1) continue;
      const centre = z[peak.index] as number;
      const xx = ((z[peak.index - 1] as number) - 2 * centre + (z[peak.index + 1] as number)) / (dx * dx);
      const yy = ((z[peak.index - nx] as number) - 2 * centre + (z[peak.index + nx] as number)) / (dy * dy);
      const curvature = -0.5 * (xx + yy);
      if (curvature - curvature !== 0) continue;
      sum += curvature;
      count++;
    }
    return count > 0 ? sum / count : NaN;
  },
});

export const S5p = defineParameter<ArealContext>({
  id: 'S5p',
  name: 'Five-point peak height',
  categories,
  standard: 'ISO 25178-2:2021 §5 (feature parameters)',
  kind: 'length',
  definition: 'Mean height above the mean plane of the five highest significant peaks.',
  choice: `${PRUNING} With fewer than five significant peaks, the mean of those there are.`,
  compute: (c) => meanOfTop(c.hills().peaks, 5) - c.moments().mean,
});

export const S5v = defineParameter<ArealContext>({
  id: 'S5v',
  name: 'Five-point pit height',
  categories,
  standard: 'ISO 25178-2:2021 §5 (feature parameters)',
  kind: 'length',
  definition: 'Mean depth below the mean plane (positive) of the five deepest significant pits.',
  choice: `${PRUNING} With fewer than five significant pits, the mean of those there are.`,
  // Dale summits are heights of −z, so a pit's depth below the mean is summit + mean.
  compute: (c) => meanOfTop(c.dales().peaks, 5) + c.moments().mean,
});

export const S10z = defineParameter<ArealContext>({
  id: 'S10z',
  name: 'Ten-point height',
  categories: ['iso25178-features', 'eur15178n-amplitude'],
  standard: 'ISO 25178-2:2021 §5 (feature parameters); the Sz of EUR 15178N',
  kind: 'length',
  definition: 'S5p + S5v.',
  choice: `${PRUNING} EUR 15178N's ten-point height Sz uses eight-neighbour local extrema without pruning; S10z is its ISO successor and is listed in the EUR amplitude group in its place.`,
  compute: (c) => meanOfTop(c.hills().peaks, 5) + meanOfTop(c.dales().peaks, 5),
});

export const featureParameters = [Spd, Spc, S5p, S5v, S10z] as const;
