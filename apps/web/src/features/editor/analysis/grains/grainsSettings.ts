// The grains-and-particles panel's settings (spec part 2 §3, §9: threshold 0.5, particles defined
// ABOVE the threshold) as the contract's query fields (analysisContracts['grains-and-particles']):
// the threshold is a fraction 0..1 of the height range, the minimum size a number of pixels.
import type { GrainsParams } from '@asperity/core';

export type GrainsSettings = GrainsParams;

export const DEFAULT_GRAINS_SETTINGS: GrainsSettings = {
  particleThresholdPercent: 0.5,
  definedAsAboveThreshold: true,
  excludeParticlesBelowMinimumSize: false,
  excludeParticlesBelowMinimumSizeThreshold: 10,
  excludeParticlesTouchingEdge: false,
};

export const MINIMUM_SIZE_RANGE = { min: 0, max: 1_000_000 } as const;
