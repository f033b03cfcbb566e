import { describe, expect, it } from 'vitest';
import { makeSurface } from '../../surface/build.ts';
import { grainsAndParticles, grainsAnalysis, type GrainsParams } from './grains-analysis.ts';
import { labelParticles } from './label-particles.ts';
import { particleBoundaryLengths } from './particle-boundary-length.ts';
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
      // The midpoint outline of a digital circle is 4–6 % longer than 2πr at shallow angles.
      expect(p.formFactor).toBeGreaterThan(0.85);
      expect(p.formFactor).toBeLessThan(1);
      expect(Math.abs(p.aspectRatio - 1)).toBeLessThan(0.02);
      expect(p.perimeter / (2 * Math.PI * d.r * pixel)).toBeGreaterThan(1);
      expect(p.perimeter / (2 * Math.PI * d.r * pixel)).toBeLessThan(1.07);
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

  it('measures boundary length through edge midpoints (single pixel 2√2, domino 2 + 2√2)', () => {
    const single = particleBoundaryLengths(new Int32Array([0, 0, 0, 0, 1, 0, 0, 0, 0]), 3, 3, 1, 1, 1);
    expect(single[1]).toBeCloseTo(2 * Math.SQRT2, 12);
    const domino = particleBoundaryLengths(new Int32Array([1, 1]), 2, 1, 1, 1, 1);
    expect(domino[1]).toBeCloseTo(2 + 2 * Math.SQRT2, 12);
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
