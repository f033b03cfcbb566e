// Spatial parameters of ISO 25178-2:2021 §4.2 (Sal, Str, Std), also in ASME B46.1. They come from the
// autocorrelation and angular spectrum, computed by the spectral analysis (spatialParameters in
// analysis/spectral); the areal context passes them through so every parameter shares one registry.
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';

export const Sal = defineParameter<ArealContext>({
  id: 'Sal',
  name: 'Autocorrelation length',
  categories: ['iso25178-spatial', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.2 (spatial parameters)',
  kind: 'length',
  definition:
    'Shortest horizontal distance at which the normalised autocorrelation function decays to the threshold s (default 0.2).',
  choice:
    'Computed by analysis/spectral/spatial-parameters.ts from the 2D autocorrelation, interpolated along rays (Gwyddion 2.62 rounds to pixel corners, ~0.5 px lower).',
  compute: (c) => c.spatial().Sal,
});

export const Str = defineParameter<ArealContext>({
  id: 'Str',
  name: 'Texture aspect ratio',
  categories: ['iso25178-spatial', 'asme-b46.1-3d'],
  standard: 'ISO 25178-2:2021 §4.2 (spatial parameters)',
  kind: 'fraction',
  definition:
    'Shortest over longest horizontal distance at which the normalised autocorrelation decays to s: 1 for isotropic, near 0 for strongly directional texture.',
  choice:
    'A direction in which the autocorrelation never decays to s within the computed lags (half the field each way) counts with its length to the edge of those lags, as ISO 25178-2 takes the farthest lag where the ACF ≥ s: Str is then small but not 0, and an upper bound of what a longer field would give. NaN only when no direction decays (Sal undefined).',
  compute: (c) => c.spatial().Str,
});

export const Std = defineParameter<ArealContext>({
  id: 'Std',
  name: 'Texture direction',
  categories: ['iso25178-spatial'],
  standard: 'ISO 25178-2:2021 §4.2 (spatial parameters)',
  kind: 'angle',
  definition:
    'Angle (radians) of the dominant lay, from +x towards +y in (−π/2, π/2]: perpendicular to the direction in which the angular power spectrum peaks (grooves along x give 0).',
  compute: (c) => c.spatial().Std,
});

export const spatialParameters = [Sal, Str, Std] as const;
