// The editor tools' settings schemas (bearing ratio, height histogram, volume, grains, dimension,
// colour-scale ticks): the spec's defaults (part 2 §9) are filled, bad input is refused, and the
// parsed settings run through the registered core analyses.
import { analyses, makeSurface } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { analysisContracts } from './analyses.ts';

const surface = makeSurface(
  { nx: 8, ny: 6, dx: 1e-6, dy: 1e-6 },
  Float64Array.from({ length: 48 }, (_, i) => ((i % 8) - 3.5) * 1e-7 + (i === 20 ? 1e-6 : 0)),
);
const analysisById = (id: string) => analyses.find((a) => a.id === id);

describe('tools contracts', () => {
  it('fill the spec defaults', () => {
    expect(analysisContracts['bearing-ratio'].params.parse({})).toEqual({
      bins: 20,
      continuousHistogram: false,
      curvePoints: 101,
    });
    expect(analysisContracts['height-histogram'].params.parse({})).toEqual({
      bins: 20,
      continuousHistogram: false,
    });
    expect(analysisContracts['grains-and-particles'].params.parse({})).toEqual({
      particleThresholdPercent: 0.5,
      definedAsAboveThreshold: true,
      excludeParticlesTouchingEdge: false,
      excludeParticlesBelowMinimumSize: false,
      excludeParticlesBelowMinimumSizeThreshold: 10,
    });
    expect(analysisContracts['color-scale-ticks'].params.parse({})).toEqual({ unit: 'auto', maxTicks: 10 });
    expect(analysisContracts.dimension.params.parse({})).toEqual({ lines: [], angles: [], circles: [] });
    expect(analysisContracts.volume.params.parse({ xs: [0, 1, 1], ys: [0, 0, 1] }).reference).toBe('outline');
  });

  it('refuse settings outside their ranges', () => {
    expect(analysisContracts['bearing-ratio'].params.safeParse({ bins: 0 }).success).toBe(false);
    expect(
      analysisContracts['grains-and-particles'].params.safeParse({ particleThresholdPercent: 50 }).success,
    ).toBe(false);
    expect(analysisContracts.volume.params.safeParse({ xs: [0, 1], ys: [0, 1] }).success).toBe(false);
    expect(analysisContracts['color-scale-ticks'].params.safeParse({ unit: 'furlong' }).success).toBe(false);
    expect(
      analysisContracts.dimension.params.safeParse({ circles: [{ points: [{ x: 0, y: 0 }] }] }).success,
    ).toBe(false);
  });

  it('run through the registered analyses with parsed defaults', () => {
    const bearing = analysisById('bearing-ratio');
    const grains = analysisById('grains-and-particles');
    const volume = analysisById('volume');
    const ticks = analysisById('color-scale-ticks');
    const dimension = analysisById('dimension');
    const histogram = analysisById('height-histogram');
    if (!bearing || !grains || !volume || !ticks || !dimension || !histogram)
      throw new Error('not registered');
    expect(analysisContracts['bearing-ratio'].feature).toBe('bearingRatio');
    expect(analysisContracts['grains-and-particles'].feature).toBe('particles');
    expect(analysisContracts.volume.feature).toBe('volume');
    expect(analysisContracts.dimension.feature).toBe('dimension');
    expect(analysisContracts['height-histogram'].feature).toBe('heightHistogram');
    expect(analysisContracts['color-scale-ticks'].feature).toBe('interactiveVisualisation');

    const b = analysisContracts['bearing-ratio'].params.parse({});
    expect(bearingRun(b).histogram.counts).toHaveLength(20);
    const g = grainsRun(analysisContracts['grains-and-particles'].params.parse({}));
    expect(g.width).toBe(8);
    expect(g.particlesResults.length).toBeGreaterThan(0);
  });
});

function bearingRun(params: ReturnType<(typeof analysisContracts)['bearing-ratio']['params']['parse']>) {
  const definition = analyses.find((a) => a.id === 'bearing-ratio');
  if (definition?.id !== 'bearing-ratio') throw new Error('not registered');
  return definition.run(surface, params);
}

function grainsRun(
  params: ReturnType<(typeof analysisContracts)['grains-and-particles']['params']['parse']>,
) {
  const definition = analyses.find((a) => a.id === 'grains-and-particles');
  if (definition?.id !== 'grains-and-particles') throw new Error('not registered');
  return definition.run(surface, params);
}
