import { describe, expect, it } from 'vitest';
import { makeSurface } from '../../surface/build.ts';
import { grainsAndParticles, grainsAnalysis, type GrainsParams } from './grains-analysis.ts';
import { labelParticles } from './label-particles.ts';
import { particleStatistics } from './particle-statistics.ts';
import { particleOutlines } from './particle-minimum-perimeter.ts';
import { mulberry32 } from '../../generate/prng.ts';
import { decodeRunLength, encodeRunLength } from './run-length.ts';

const defaults: GrainsParams = {
  particleThresholdPercent: 0.5,
  definedAsAboveThreshold: true,
  excludeParticlesTouchingEdge: false,
  excludeParticlesBelowMinimumSize: false,
  excludeParticlesBelowMinimumSizeThreshold: 10,
};

// Discs of 1 µm height on a zero floor, 0.1 µm pixels; listed in row-major order of their first pixel.
const discs = [
  { cx: 50, cy: 40, r: 20 },
  { cx: 140, cy: 60, r: 15 },
  { cx: 195, cy: 100, r: 12 }, // cut by the right edge
  { cx: 60, cy: 140, r: 10 },
  { cx: 150, cy: 160, r: 1.5 }, // 9 pixels
];
const pixel = 1e-7;
const surface = (() => {
  const nx = 200;
  const ny = 200;
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      for (const d of discs)
        if ((col + 0.5 - d.cx) ** 2 + (row + 0.5 - d.cy) ** 2 <= d.r * d.r) z[row * nx + col] = 1e-6;
  return makeSurface({ nx, ny, dx: pixel, dy: pixel }, z);
})();

describe('grains and particles', () => {
  it('finds discs of known radius: area πr², roundness, form factor and aspect ratio ≈ 1', () => {
    const result = grainsAnalysis.run(surface, defaults);
    expect(result.particlesResults).toHaveLength(5);
    expect(result.width).toBe(200);
    expect(result.height).toBe(200);
    expect(result.threshold).toBeCloseTo(0.5e-6, 18);
    const whole = [discs[0], discs[1], discs[3]];
    const found = [result.particlesResults[0], result.particlesResults[1], result.particlesResults[3]];
    whole.forEach((d, i) => {
      const p = found[i];
      if (!d || !p) throw new Error('missing');
      const area = Math.PI * (d.r * pixel) ** 2;
      // Pixelisation: the area error is of the order of the perimeter times a fraction of a pixel.
      expect(Math.abs(p.area - area) / area).toBeLessThan(0.5 / d.r);
      expect(p.equivalentDiameter / (2 * d.r * pixel)).toBeCloseTo(1, 1);
      expect(p.centroidX).toBeCloseTo(d.cx * pixel, 9);
      expect(p.centroidY).toBeCloseTo(d.cy * pixel, 9);
      // The Feret diameter spans pixel corners, up to a pixel diagonal beyond 2r.
      expect(p.roundness).toBeGreaterThan(((2 * d.r) / (2 * d.r + Math.SQRT2)) ** 2 - 0.01);
      expect(p.roundness).toBeLessThan(1.01);
      expect(p.formFactor).toBeGreaterThan(0.97);
      expect(p.formFactor).toBeLessThanOrEqual(1);
      expect(Math.abs(p.aspectRatio - 1)).toBeLessThan(0.02);
      expect(Math.abs(p.perimeter / (2 * Math.PI * d.r * pixel) - 1)).toBeLessThan(0.03);
      expect(p.minimumHeight).toBe(1e-6);
      expect(p.meanHeight).toBeCloseTo(1e-6, 18);
      // Volume above the threshold plane: 0.5 µm over the disc's area.
      expect(p.volume).toBeCloseTo(0.5e-6 * p.area, 24);
      expect(p.touchesEdge).toBe(false);
    });
    expect(result.particlesResults[2]?.touchesEdge).toBe(true);
    expect(result.particlesResults[4]?.pixels).toBeLessThan(10);
    const total = result.particlesResults.reduce((s, p) => s + p.area, 0);
    expect(result.totals.count).toBe(5);
    expect(result.totals.totalArea).toBeCloseTo(total, 24);
    expect(result.totals.areaFraction).toBeCloseTo(total / (200 * 200 * pixel * pixel), 12);
    expect(result.totals.byNumber.area).toBeCloseTo(total / 5, 24);
  });

  it('excludes particles touching the edge and below the minimum size, renumbering the rest', () => {
    const result = grainsAndParticles(surface, {
      ...defaults,
      excludeParticlesTouchingEdge: true,
      excludeParticlesBelowMinimumSize: true,
    });
    expect(result.particlesResults.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(result.particlesResults[2]?.centroidX).toBeCloseTo(60 * pixel, 9);
    const labels = decodeRunLength(result.arrayRegions, 200 * 200);
    expect(Math.max(...labels)).toBe(3);
    expect(labels[100 * 200 + 199]).toBe(0);
    expect(labels.filter((l) => l === 3).length).toBe(result.particlesResults[2]?.pixels);
  });

  it('marks below the threshold with BELOW and skips invalid points', () => {
    const z = new Float64Array([0, 1, 2, 1, 0, NaN]);
    expect(Array.from(labelParticles({ nx: 6, ny: 1, z }, 0.5, true).labels)).toEqual([0, 1, 1, 1, 0, 0]);
    expect(Array.from(labelParticles({ nx: 6, ny: 1, z }, 0.5, false).labels)).toEqual([1, 0, 0, 0, 2, 0]);
    expect(labelParticles({ nx: 1, ny: 1, z: new Float64Array([NaN]) }, 0.5, true).count).toBe(0);
  });

  it('joins 4-connected pixels only, numbering by first pixel (U shape merges late)', () => {
    // 1 . 1      diagonal neighbours stay apart; the U's arms merge through the bottom row.
    // 1 . 1
    // 1 1 1
    // . 1 .  ← not connected to anything above? it is: below the middle of the bottom row.
    const z = new Float64Array([1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 0]);
    const { labels, count } = labelParticles({ nx: 3, ny: 4, z }, 0.5, true);
    expect(count).toBe(1);
    expect(Array.from(labels)).toEqual([1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 0]);
    const diagonal = labelParticles({ nx: 2, ny: 2, z: new Float64Array([1, 0, 0, 1]) }, 0.5, true);
    expect(diagonal.count).toBe(2);
  });

  it('keeps the form factor of discs r = 5…200 px in 0.9…1 with the error shrinking as r grows', () => {
    let previousError = Infinity;
    for (const r of [5, 10, 20, 50, 100, 200]) {
      const n = 2 * r + 6;
      const labels = new Int32Array(n * n);
      for (let row = 0; row < n; row++)
        for (let col = 0; col < n; col++)
          if ((col + 0.5 - n / 2) ** 2 + (row + 0.5 - n / 2) ** 2 <= r * r) labels[row * n + col] = 1;
      const [p] = particleStatistics(
        makeSurface({ nx: n, ny: n, dx: 1, dy: 1 }, Float64Array.from(labels)),
        labels,
        1,
        0.5,
      );
      if (!p) throw new Error('no particle');
      expect(p.formFactor).toBeGreaterThan(0.9);
      expect(p.formFactor).toBeLessThanOrEqual(1);
      const error = 1 - p.formFactor;
      expect(error).toBeLessThan(previousError);
      previousError = error;
      expect(Math.abs(p.perimeter / (2 * Math.PI * r) - 1)).toBeLessThan(r >= 50 ? 0.005 : 0.05);
    }
    expect(previousError).toBeLessThan(0.001);
  });

  it('gives a square π/4 and one pixel a form factor ≤ 1 (polygon through the outer pixel centres)', () => {
    const square = new Int32Array(12 * 12);
    for (let row = 1; row < 11; row++) for (let col = 1; col < 11; col++) square[row * 12 + col] = 1;
    const outline = particleOutlines(square, 12, 12, 1, 2, 2);
    expect(outline.perimeters[1]).toBeCloseTo(4 * 9 * 2, 12);
    expect(outline.polygonAreas[1]).toBeCloseTo(81 * 4, 12);
    const [p] = particleStatistics(
      makeSurface({ nx: 12, ny: 12, dx: 2, dy: 2 }, Float64Array.from(square)),
      square,
      1,
      0.5,
    );
    expect(Math.abs((p?.formFactor ?? 0) / (Math.PI / 4) - 1)).toBeLessThan(0.02);
    const single = new Int32Array([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    const [one] = particleStatistics(
      makeSurface({ nx: 3, ny: 3, dx: 1, dy: 1 }, Float64Array.from(single)),
      single,
      1,
      0.5,
    );
    expect(one?.formFactor).toBeLessThanOrEqual(1);
    expect(one?.perimeter).toBe(0);
    // A ring: the hole's polygon is subtracted and its length added.
    const ring = new Int32Array(9 * 9);
    for (let row = 1; row < 8; row++)
      for (let col = 1; col < 8; col++)
        ring[row * 9 + col] = row >= 3 && row <= 4 && col >= 3 && col <= 4 ? 0 : 1;
    const ringOutline = particleOutlines(ring, 9, 9, 1, 1, 1);
    // Outer square through the centres 1.5…7.5 (side 6), hole square through the 2×2 hole centres (side 1).
    expect(ringOutline.perimeters[1]).toBeCloseTo(24 + 4, 12);
    expect(ringOutline.polygonAreas[1]).toBeCloseTo(36 - 1, 12);
  });

  it('never reports a form factor above 1 on a field of random particles', () => {
    const nx = 256;
    const random = mulberry32(7);
    const z = new Float64Array(nx * nx).map(() => random());
    const result = grainsAndParticles(makeSurface({ nx, ny: nx, dx: 1e-8, dy: 1e-8 }, z), defaults);
    expect(result.particlesResults.length).toBeGreaterThan(1000);
    for (const p of result.particlesResults) expect(p.formFactor).toBeLessThanOrEqual(1 + 1e-12);
    expect(result.totals.byNumber.formFactor).toBeLessThan(1);
  });

  it('orients an elongated particle along its long axis', () => {
    const nx = 40;
    const z = new Float64Array(nx * nx);
    // A bar along the image diagonal from top-left to bottom-right: on screen it falls to the right,
    // i.e. −45° counter-clockwise from +x.
    for (let i = 5; i < 35; i++) for (let w = -1; w <= 1; w++) z[i * nx + i + w] = 1;
    const [bar] = grainsAndParticles(makeSurface({ nx, ny: nx, dx: 1, dy: 1 }, z), defaults).particlesResults;
    // The staircase ends of the bar tilt it by a fraction of a degree.
    expect(bar?.orientation).toBeCloseTo(-Math.PI / 4, 2);
    expect(bar?.aspectRatio).toBeGreaterThan(5);
  });

  it('run-length encodes the label image compactly and losslessly', () => {
    const labels = new Int32Array([0, 0, 0, 1, 1, 0, 2, 2, 2, 2]);
    expect(encodeRunLength(labels)).toEqual([0, 3, 1, 2, 0, 1, 2, 4]);
    expect(Array.from(decodeRunLength([0, 3, 1, 2, 0, 1, 2, 4], 10))).toEqual(Array.from(labels));
    expect(() => decodeRunLength([0, 3], 4)).toThrow(RangeError);
  });
});
