import { analyses } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import {
  stepHeightHistogramSettings,
  stepHeightLineSettings,
  stepHeightRectanglesLevelingSettings,
  stepHeightRectanglesSettings,
} from './step-height-settings.ts';

type Analysis = (typeof analyses)[number];

function analysis<Id extends Analysis['id']>(id: Id): Extract<Analysis, { id: Id }> {
  const found = analyses.find((a): a is Extract<Analysis, { id: Id }> => a.id === id);
  if (found === undefined) throw new Error(`${id} is not registered`);
  return found;
}

describe('step-height settings', () => {
  it('fill the defaults of spec part 2 §9', () => {
    expect(stepHeightHistogramSettings.parse({})).toEqual({
      bins: 100,
      groupSpread: 'adjacent',
      minimumRelativeFrequency: 0.1,
      proportional: 0,
      variation: 0,
    });
    expect(stepHeightLineSettings.parse({}).featureThreshold).toBe(0.5);
    const rectangles = stepHeightRectanglesSettings.parse({});
    expect(rectangles.area).toEqual({ left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 });
    expect(rectangles.line).toEqual({ x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 });
    expect(rectangles.leveling).toBe(true);
    expect(rectangles.levelingSource).toBe(0);
    expect(stepHeightRectanglesLevelingSettings.parse({}).levelingSource).toBe(0);
  });

  it('accept tabulated or custom materials and refuse unknown ones', () => {
    expect(stepHeightLineSettings.parse({ material1: 'Au' }).material1).toBe('Au');
    expect(stepHeightLineSettings.parse({ material2: { psi: 1e-9, vsi: 2e-9 } }).material2).toEqual({
      psi: 1e-9,
      vsi: 2e-9,
    });
    expect(stepHeightLineSettings.safeParse({ material1: 'Fe' }).success).toBe(false);
    expect(stepHeightHistogramSettings.safeParse({ bins: 1 }).success).toBe(false);
    expect(stepHeightRectanglesSettings.safeParse({ levelingSource: 3 }).success).toBe(false);
  });

  it('produce settings the core analyses run with', () => {
    const nx = 64;
    const ny = 48;
    const z = new Float64Array(nx * ny).map((_, i) => (i % nx >= 32 ? 1e-7 : 0));
    const surface = { nx, ny, dx: 1e-6, dy: 1e-6, x0: 0, y0: 0, z, meta: {} };
    expect(
      analysis('step-height-line').run(surface, stepHeightLineSettings.parse({})).stepHeight,
    ).toBeCloseTo(1e-7, 18);
    expect(
      analysis('step-height-rectangles').run(surface, stepHeightRectanglesSettings.parse({})).stepHeight,
    ).toBeCloseTo(1e-7, 18);
    expect(
      analysis('step-height-histogram').run(surface, stepHeightHistogramSettings.parse({})).stepHeight,
    ).toBeCloseTo(1e-7, 18);
  });
});
