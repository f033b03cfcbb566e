// Hybrid parameters of ISO 25178-2:2021 §4.3 (Sdq, Sdr), also in EUR 15178N (hybrid) and ASME B46.1,
// and the EUR 15178N developed and projected areas Sdar and Spar. Discretisation: Sdq by forward
// differences (gradient-statistics.ts), the developed area by Gwyddion 2.62's triangulation
// (surface-area.ts).
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';

export const Sdq = defineParameter<ArealContext>({
  id: 'Sdq',
  name: 'Root mean square gradient',
  categories: ['iso25178-hybrid', 'eur15178n-hybrid', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.3 (hybrid parameters)',
  kind: 'dimensionless',
  definition:
    'Square root of the mean of (∂z/∂x)² + (∂z/∂y)² over the evaluation area (tan θ of a tilted plane).',
  choice:
    'Forward differences between valid neighbours: the mean of the squared x-differences plus the mean of the squared y-differences, as Gwyddion 2.62 (gwy_data_field_get_surface_slope) differentiates; Gwyddion weights the border pixels slightly differently (tan θ of a plane comes out 0.04 % low there, exact here). Central differences would give ~1 % less on rough fields and about half on white noise.',
  compute: (c) => c.gradients().rmsGradient,
});

export const Sdr = defineParameter<ArealContext>({
  id: 'Sdr',
  name: 'Developed interfacial area ratio',
  categories: ['iso25178-hybrid', 'eur15178n-hybrid', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.3 (hybrid parameters)',
  kind: 'fraction',
  definition:
    'Developed (true) area over projected area minus one; in the continuum the mean of √(1 + |∇z|²) − 1 (1/cos θ − 1 for a tilted plane).',
  choice:
    'A fraction (0.0049, not 0.49 %). Discretised as Gwyddion 2.62’s gwy_data_field_get_surface_area, the reference users compare against (equal to 1e-9 on the reference fields): each cell of four neighbouring pixels is split into four triangles joining its edges to the cell centre at the mean of its corners, and half-pixel strips beyond the outer pixel centres (tilted along the border only, level corner quarters) make the projected area nx·ny·dx·dy. So a plane tilted by a along x gives (√(1 + a²) − 1)·(nx − 1)/nx, not exactly 1/cos θ − 1. Invalid points: every valid pixel owns a quarter of each cell around it; in a cell with an invalid corner the quarter is the plane through the valid edge-neighbours (as at the image border). Replaces a per-cell forward-difference √(1 + |∇z|²) that was up to 0.22 higher on white noise.',
  compute: (c) => {
    const g = c.gradients();
    return g.projectedArea > 0 ? g.developedArea / g.projectedArea - 1 : NaN;
  },
});

export const Sdar = defineParameter<ArealContext>({
  id: 'Sdar',
  name: 'Developed area',
  categories: ['eur15178n-hybrid'],
  standard: 'EUR 15178N (Stout et al. 1993), hybrid parameters',
  kind: 'area',
  definition:
    'The developed (true) area of the surface over the valid pixels, half-pixel border strips included: Spar · (1 + Sdr).',
  compute: (c) => {
    const g = c.gradients();
    return g.projectedArea > 0 ? g.developedArea : NaN;
  },
});

export const Spar = defineParameter<ArealContext>({
  id: 'Spar',
  name: 'Projected area',
  categories: ['eur15178n-hybrid'],
  standard: 'EUR 15178N (Stout et al. 1993), hybrid parameters',
  kind: 'area',
  definition:
    'The projected area of the valid pixels: their number times dx·dy (xreal·yreal for a field without invalid points, as Gwyddion).',
  compute: (c) => {
    const g = c.gradients();
    return g.projectedArea > 0 ? g.projectedArea : NaN;
  },
});

export const hybridParameters = [Sdq, Sdr, Sdar, Spar] as const;
