import { describe, expect, it } from 'vitest';
import type { EditorSurface } from '@asperity/contract';
import type {
  StepHeightHistogramResult,
  StepHeightLineResult,
  StepHeightRectanglesResult,
} from '@asperity/core';
import { lineLevelA, meanInRect, stepPlaneHeights } from './stepPlaneHeights.ts';

/** A 4 × 2 grid: left half 1 µm high, right half 3 µm, one invalid pixel on the right. */
function grid(): EditorSurface {
  const heights = Float32Array.from([1e-6, 1e-6, 3e-6, 3e-6, 1e-6, 1e-6, 3e-6, Number.NaN]);
  return { header: { cols: 4, rows: 2 } as EditorSurface['header'], heights };
}

const group = (mean: number) => ({
  firstBin: 0,
  lastBin: 0,
  from: mean,
  to: mean,
  count: 1,
  fraction: 0.5,
  mean,
});

function lineResult(patch: Partial<StepHeightLineResult> = {}): StepHeightLineResult {
  return {
    stepHeight: 2e-6,
    measuredStepHeight: 2e-6,
    materialCorrection: 0,
    uncertainty: 0,
    edgeDistance: 5e-6,
    edge: { x: 0.5, y: 0.5 },
    slope: 0,
    regionA: { from: 0, to: 3e-6 },
    regionB: { from: 7e-6, to: 10e-6 },
    // Samples 1 µm apart: 0…3 at level 1 µm (one invalid), then the step.
    profile: {
      spacing: 1e-6,
      heights: [1e-6, Number.NaN, 1e-6, 1e-6, 2e-6, 3e-6, 3e-6, 3e-6, 3e-6, 3e-6, 3e-6],
    },
    quality: { residual1: 0, residual2: 0, noise: 0, stepToNoise: Infinity, stepFound: true, warning: null },
    ...patch,
  };
}

describe('stepPlaneHeights', () => {
  it('histogram: the means of the primary and the secondary group', () => {
    const result = {
      stepHeight: 2e-6,
      groups: [group(1e-6), group(5e-6), group(3e-6)],
      primaryIndex: 2,
      secondaryIndex: 0,
    } as unknown as StepHeightHistogramResult;
    expect(stepPlaneHeights({ mode: 'histogram', result }, undefined)).toEqual([3e-6, 1e-6]);
    const single = { ...result, secondaryIndex: -1 } as StepHeightHistogramResult;
    expect(stepPlaneHeights({ mode: 'histogram', result: single }, undefined)).toBeNull();
  });

  it('line: level A from region A of the profile, level B the measured step above it', () => {
    const levels = stepPlaneHeights({ mode: 'line', result: lineResult() }, undefined);
    expect(levels?.[0]).toBeCloseTo(1e-6, 15);
    expect(levels?.[1]).toBeCloseTo(3e-6, 15);
  });

  it('line: moves region A’s mean along the fitted slope to the edge', () => {
    // Region A samples 0, 2, 3 (x = 0, 2, 3 µm, mean x 5/3 µm); edge at 5 µm; slope 0.1.
    const a = lineLevelA(lineResult({ slope: 0.1 }));
    expect(a).toBeCloseTo(1e-6 + 0.1 * (5e-6 - 5e-6 / 3), 15);
    const empty = lineResult({
      profile: { spacing: 1e-6, heights: [Number.NaN, Number.NaN, Number.NaN, Number.NaN] },
    });
    expect(stepPlaneHeights({ mode: 'line', result: empty }, undefined)).toBeNull();
  });

  it('rectangles: rectangle 1’s mean raw height on the grid, then the measured step above it', () => {
    const result = {
      measuredStepHeight: 2e-6,
      rectangle: { left: 0, top: 0, right: 0.5, bottom: 1 },
    } as StepHeightRectanglesResult;
    const levels = stepPlaneHeights({ mode: 'rectangles', result }, grid());
    expect(levels?.[0]).toBeCloseTo(1e-6, 12);
    expect(levels?.[1]).toBeCloseTo(3e-6, 12);
    expect(stepPlaneHeights({ mode: 'rectangles', result }, undefined)).toBeNull();
  });
});

describe('meanInRect', () => {
  it('averages the valid pixels the analyses would pick, and gives null for none or a bad rectangle', () => {
    expect(meanInRect(grid(), { left: 0.5, top: 0, right: 1, bottom: 1 })).toBeCloseTo(3e-6, 12);
    expect(meanInRect(grid(), { left: 0.75, top: 0.5, right: 1, bottom: 1 })).toBeNull();
    expect(meanInRect(grid(), { left: 0.8, top: 0, right: 0.2, bottom: 1 })).toBeNull();
  });
});
