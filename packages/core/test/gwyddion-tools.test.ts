// The editor tools against Gwyddion 2.62 (values committed in gwyddion-reference/tools.json by
// bench/gwyddion-peer/generate-tools-reference.ts, so this runs without Gwyddion).
import { describe, expect, it } from 'vitest';
import { heightHistogram } from '../src/analysis/bearing/height-histogram.ts';
import { grainsAndParticles } from '../src/analysis/grains/grains-analysis.ts';
import { decodeRunLength } from '../src/analysis/grains/run-length.ts';
import { polygonVolume } from '../src/analysis/volume/volume-analysis.ts';
import type { Surface } from '../src/surface/surface.ts';
import {
  discsField,
  octagonOf,
  pyramidField,
  realField,
  REAL_TOOLS_FILES,
  roughField,
} from './gwyddion-reference/tools-fields.ts';
import {
  toolsReference,
  type RealToolsCaseName,
  type SyntheticToolsCaseName,
  type ToolsCaseName,
} from './gwyddion-reference/tools-reference.ts';
import { describeRealFiles, readRealFile } from './real-files.ts';

const fields: Record<SyntheticToolsCaseName, () => Surface> = {
  discs: discsField,
  'rough-above': roughField,
  'rough-below': roughField,
  pyramid: () => pyramidField(),
};

const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe.each(Object.keys(fields) as SyntheticToolsCaseName[])('Gwyddion 2.62 agreement on %s', (name) => {
  agreesWithGwyddion(name, fields[name]);
});

describeRealFiles('Gwyddion 2.62 agreement on real files', () => {
  describe.each(Object.keys(REAL_TOOLS_FILES) as RealToolsCaseName[])('%s', (name) => {
    const path = REAL_TOOLS_FILES[name];
    agreesWithGwyddion(name, () => realField(readRealFile(path), path));
  });
});

function agreesWithGwyddion(name: ToolsCaseName, field: () => Surface): void {
  const reference = toolsReference.cases[name];
  // Read lazily, inside the tests: a skipped describe still runs its body to collect the tests, and
  // the real files may be absent.
  let cached: Surface | undefined;
  const load = (): Surface => (cached ??= field());

  it('height histogram equals gwy_data_field_dh and cdh bin for bin', () => {
    const surface = load();
    const h = heightHistogram(surface.z, reference.bins);
    expect(h.min).toBe(reference.dh.offset);
    expect(relative(h.max - h.min, reference.dh.real)).toBeLessThan(1e-14);
    h.density.forEach((d, i) => expect(relative(d, reference.dh.values[i] as number)).toBeLessThan(1e-12));
    h.cumulative.forEach((c, i) => expect(c).toBeCloseTo(reference.cdh.values[i] as number, 14));
  });

  it('volume over the whole image matches gwy_data_field_area_get_volume', () => {
    const surface = load();
    const w = surface.nx * surface.dx;
    const hgt = surface.ny * surface.dy;
    const v = polygonVolume(surface, { xs: [0, w, w, 0], ys: [0, 0, hgt, hgt], reference: 'zero' });
    // Gwyddion integrates a surface interpolated between pixel centres, this tool sums pixel
    // columns; over the whole image the two quadratures have the same weights, so they agree to
    // rounding (for a part of the image they differ along the outline).
    expect(Math.abs(v.net - reference.volume) / (v.bumps + v.holes)).toBeLessThan(1e-12);
  });

  it('volume inside an octagon is within 0.1 % of gwy_data_field_area_get_volume over the same pixels', () => {
    const surface = load();
    const v = polygonVolume(surface, { ...octagonOf(surface), reference: 'zero' });
    // Gwyddion's quadrature interpolates each pixel with its neighbours, also across the outline;
    // the difference is confined to the outline's pixels (measured: 2e-8 … 3.6e-4 of |volume|).
    const difference = Math.abs(v.net - reference.maskedVolume) / (v.bumps + v.holes);
    expect(difference).toBeLessThan(1e-3);
  });

  it('particles: same labels, areas, boundary lengths no longer than Gwyddion’s, Feret diameters, heights, centres; same ellipse shape', () => {
    const g = reference.grains;
    const surface = load();
    const result = grainsAndParticles(surface, {
      particleThresholdPercent: reference.thresholdPercent / 100,
      definedAsAboveThreshold: !reference.below,
      excludeParticlesTouchingEdge: false,
      excludeParticlesBelowMinimumSize: false,
      excludeParticlesBelowMinimumSizeThreshold: 0,
    });
    const n = surface.nx * surface.ny;
    expect(Array.from(decodeRunLength(result.arrayRegions, n))).toEqual(
      Array.from(decodeRunLength(g.labelsRunLength, n)),
    );
    expect(result.particlesResults).toHaveLength(g.count);
    result.particlesResults.forEach((p, i) => {
      expect(p.pixels).toBe(g.pixelArea[i]);
      expect(relative(p.area, g.projectedArea[i] as number)).toBeLessThan(1e-12);
      expect(relative(p.equivalentDiameter, 2 * (g.equivDiscRadius[i] as number))).toBeLessThan(1e-12);
      // Our perimeter is the minimum-length polygon: never longer than Gwyddion's midpoint outline.
      expect(p.perimeter).toBeLessThanOrEqual((g.flatBoundaryLength[i] as number) * (1 + 1e-12));
      expect(relative(p.maximumFeretDiameter, g.maximumBoundSize[i] as number)).toBeLessThan(1e-12);
      expect(p.minimumHeight).toBe(g.minimum[i]);
      expect(p.maximumHeight).toBe(g.maximum[i]);
      expect(relative(p.meanHeight, g.mean[i] as number)).toBeLessThan(1e-12);
      expect(relative(p.centroidX, g.centerX[i] as number)).toBeLessThan(1e-12);
      expect(relative(p.centroidY, g.centerY[i] as number)).toBeLessThan(1e-12);
      expect(
        relative(p.aspectRatio, (g.ellipseMajor[i] as number) / (g.ellipseMinor[i] as number)),
      ).toBeLessThan(1e-9);
      // Same axis: angles equal modulo π (a vertical axis is +π/2 here, −π/2 in Gwyddion).
      const turn = (p.orientation - (g.ellipseAngle[i] as number)) / Math.PI;
      expect(Math.abs(turn - Math.round(turn))).toBeLessThan(1e-9);
    });
  });
}
