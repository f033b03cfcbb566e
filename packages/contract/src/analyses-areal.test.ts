import { describe, expect, it } from 'vitest';
import {
  analyses,
  arealParametersAnalysis,
  DEFAULT_RESTRICTED_AREA,
  generateDemoSurface,
} from '@asperity/core';
import { analysisContracts } from './analyses.ts';

const areal = analysisContracts['areal-parameters'];

describe('areal-parameters settings', () => {
  it('fill the spec defaults (entire image, spatial threshold 0.2) and take the restricted area', () => {
    expect(areal.params.parse({})).toEqual({
      areaOfInterest: 'entire',
      spatialThreshold: 0.2,
      level: 'none',
      offset: 0,
      materialRatioHeight: 0,
      materialRatio: 0.1,
    });
    expect(areal.params.parse({ areaOfInterest: DEFAULT_RESTRICTED_AREA }).areaOfInterest).toEqual({
      left: 0.25,
      top: 0.25,
      right: 0.75,
      bottom: 0.75,
    });
    expect(areal.feature).toBe('arealParameters');
  });

  it('refuse thresholds, ratios and areas outside their ranges', () => {
    for (const bad of [
      { spatialThreshold: 0 },
      { spatialThreshold: 1 },
      { materialRatio: -0.1 },
      { level: 'quadratic' },
      { areaOfInterest: { left: 0, top: 0, right: 1.2, bottom: 1 } },
      { offset: Number.POSITIVE_INFINITY },
    ])
      expect(areal.params.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('run through the registered analysis with parsed defaults', () => {
    expect(analyses).toContain(arealParametersAnalysis);
    const surface = generateDemoSurface({ nx: 48, ny: 32, seed: 3 });
    const result = arealParametersAnalysis.run(surface, areal.params.parse({}));
    expect(result.validPoints).toBe(48 * 32);
    expect(result.categories[0]!.id).toBe('general');
  });
});
