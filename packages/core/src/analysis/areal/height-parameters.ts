// Height parameters of ISO 25178-2:2021 §4.1, also listed by EUR 15178N (amplitude) and ASME B46.1
// (areal). Heights are taken from the mean of the valid points: the reference plane is whatever the
// surface was levelled to before (the analysis's `level: 'plane'` subtracts the least-squares plane).
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';

export const Sa = defineParameter<ArealContext>({
  id: 'Sa',
  name: 'Arithmetical mean height',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'length',
  definition: 'Mean of the absolute heights |z − z̄| over the valid points of the evaluation area.',
  compute: (c) => c.moments().absoluteDeviation,
});

export const Sq = defineParameter<ArealContext>({
  id: 'Sq',
  name: 'Root mean square height',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'length',
  definition: 'Square root of the mean of (z − z̄)² over the valid points (divided by n, not n − 1).',
  compute: (c) => Math.sqrt(c.moments().meanSquare),
});

export const Ssk = defineParameter<ArealContext>({
  id: 'Ssk',
  name: 'Skewness',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'dimensionless',
  definition: 'Mean of (z − z̄)³ divided by Sq³.',
  compute: (c) => {
    const m = c.moments();
    return m.meanSquare > 0 ? m.meanCube / m.meanSquare ** 1.5 : NaN;
  },
});

export const Sku = defineParameter<ArealContext>({
  id: 'Sku',
  name: 'Kurtosis',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'dimensionless',
  definition: 'Mean of (z − z̄)⁴ divided by Sq⁴ (3 for a Gaussian height distribution).',
  choice:
    'ISO kurtosis, not excess kurtosis: Gwyddion 2.62 reports Sku − 3 from gwy_data_field_get_stats (its Statistical Quantities tool adds the 3 back).',
  compute: (c) => {
    const m = c.moments();
    return m.meanSquare > 0 ? m.meanFourth / (m.meanSquare * m.meanSquare) : NaN;
  },
});

export const Sp = defineParameter<ArealContext>({
  id: 'Sp',
  name: 'Maximum peak height',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'length',
  definition: 'Largest height above the mean: max z − z̄.',
  compute: (c) => c.moments().max - c.moments().mean,
});

export const Sv = defineParameter<ArealContext>({
  id: 'Sv',
  name: 'Maximum pit height',
  categories: ['iso25178-height', 'eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'length',
  definition: 'Depth of the lowest point below the mean, as a positive number: z̄ − min z.',
  choice: 'Reported positive (the absolute value ISO 25178-2:2021 asks for), as Gwyddion does.',
  compute: (c) => c.moments().mean - c.moments().min,
});

export const Sz = defineParameter<ArealContext>({
  id: 'Sz',
  name: 'Maximum height',
  categories: ['iso25178-height', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.1 (height parameters)',
  kind: 'length',
  definition: 'Sp + Sv: the height between the highest and the lowest valid point.',
  choice:
    'ISO Sz (maximum height). The ten-point height that EUR 15178N calls Sz is S10z here (feature parameters).',
  compute: (c) => c.moments().max - c.moments().min,
});

export const St = defineParameter<ArealContext>({
  id: 'St',
  name: 'Total height',
  categories: ['eur15178n-amplitude', 'asme-b46.1-3d'],
  standard: 'EUR 15178N (Stout et al. 1993), amplitude parameters; ASME B46.1-2019 areal parameters',
  kind: 'length',
  definition: 'Highest minus lowest valid point of the (levelled) surface; equal to ISO Sz.',
  compute: (c) => c.moments().max - c.moments().min,
});

export const heightParameters = [Sa, Sq, Ssk, Sku, Sp, Sv, Sz, St] as const;
