import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../analysis-error.ts';
import { pixelRectOf } from '../common/area-of-interest.ts';
import { dissimilarMaterialCorrection } from '../step-height/materials.ts';
import { gaussianNoise, surfaceOf } from '../step-height/synthetic-steps.ts';
import { stepHeightRectangles, type StepHeightRectanglesParams } from './step-height-rectangles.ts';
import { stepHeightRectanglesLeveling } from './step-height-rectangles-leveling.ts';
import { stepHeightRectanglesPreview } from './step-height-rectangles-preview.ts';

const NX = 160;
const NY = 120;
const H = -75e-9;
const BASE = 2e-6;
const defaults: StepHeightRectanglesParams = {
  area: { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 },
  manual: false,
  line: { x1: 0.5, y1: 0.6, x2: 0.5, y2: 0.4 },
  rectangle: null,
  rectangle2: null,
  independent: false,
  leveling: true,
  levelingSource: 0,
  dissimilarMaterials: false,
  material1: 'Dielectric',
  material2: 'Dielectric',
  interferometry: 'vsi',
};
const step = (col: number): number => (col >= 80 ? H : 0);

function expectCode(action: () => unknown, code: string): void {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as AnalysisError).code).toBe(code);
    return;
  }
  expect.fail(`expected AnalysisError ${code}`);
}

describe('step-height rectangles', () => {
  it('measures a perfect step exactly with the edge detected or drawn', () => {
    const surface = surfaceOf(NX, NY, (col) => BASE + step(col));
    const detected = stepHeightRectangles.run(surface, defaults);
    expect(Math.abs(detected.stepHeight - H) / Math.abs(H)).toBeLessThan(1e-12);
    // The detected edge is the boundary between columns 79 and 80, i.e. x = 0.5.
    expect(detected.line?.x1).toBeCloseTo(0.5, 12);
    const drawn = stepHeightRectangles.run(surface, { ...defaults, manual: true });
    expect(Math.abs(drawn.stepHeight - H) / Math.abs(H)).toBeLessThan(1e-12);
    // Rectangles: the area's parts beside the edge without the third next to it.
    expect(drawn.rectangle).toEqual({ left: 0.05, top: 0.05, right: 0.5 - 0.45 / 3, bottom: 0.95 });
    expect(drawn.rectangle2.left).toBeCloseTo(0.5 + 0.45 / 3, 15);
  });

  it('detects a horizontal edge and measures top to bottom', () => {
    const surface = surfaceOf(NX, NY, (_col, row) => (row >= 50 ? 40e-9 : 0));
    const result = stepHeightRectangles.run(surface, defaults);
    expect(result.line?.y1).toBeCloseTo(50 / NY, 12);
    expect(Math.abs(result.stepHeight - 40e-9) / 40e-9).toBeLessThan(1e-12);
  });

  it('measures beside an oblique drawn edge', () => {
    const line = { x1: 0.45, y1: 0.9, x2: 0.55, y2: 0.1 };
    const edgeX = (y: number): number =>
      line.x1 + ((y - line.y1) * (line.x2 - line.x1)) / (line.y2 - line.y1);
    const surface = surfaceOf(NX, NY, (col, row) => ((col + 0.5) / NX > edgeX((row + 0.5) / NY) ? H : 0));
    const result = stepHeightRectangles.run(surface, { ...defaults, manual: true, line });
    expect(Math.abs(result.stepHeight - H) / Math.abs(H)).toBeLessThan(1e-12);
    // The edge band spans x from edgeX(0.95) to edgeX(0.05); each rectangle leaves out its third.
    expect(result.rectangle.right).toBeCloseTo(edgeX(0.95) - (edgeX(0.95) - 0.05) / 3, 15);
    expect(result.rectangle2.left).toBeCloseTo(edgeX(0.05) + (0.95 - edgeX(0.05)) / 3, 15);
  });

  it('removes any tilt exactly with each leveling source; without leveling the bias is the plane difference', () => {
    const a = 3e-9;
    const b = -2e-9;
    const surface = surfaceOf(NX, NY, (col, row) => BASE + step(col) + a * col + b * row);
    for (const levelingSource of [0, 1, 2] as const) {
      const result = stepHeightRectangles.run(surface, { ...defaults, manual: true, levelingSource });
      expect(Math.abs(result.stepHeight - H) / Math.abs(H)).toBeLessThan(1e-12);
    }
    const raw = stepHeightRectangles.run(surface, { ...defaults, manual: true, leveling: false });
    const p1 = pixelRectOf(surface, raw.rectangle);
    const p2 = pixelRectOf(surface, raw.rectangle2);
    const meanCol = (p: typeof p1): number => (p.col0 + p.col1 - 1) / 2;
    const meanRow = (p: typeof p1): number => (p.row0 + p.row1 - 1) / 2;
    const bias = a * (meanCol(p2) - meanCol(p1)) + b * (meanRow(p2) - meanRow(p1));
    expect(Math.abs(raw.stepHeight - (H + bias)) / Math.abs(H)).toBeLessThan(1e-12);
    expect(Math.abs(bias)).toBeGreaterThan(Math.abs(H));
  });

  it('stays within 3σ·√(1/n1 + 1/n2) of the true height under Gaussian noise', () => {
    const sigma = 5e-9;
    const noise = gaussianNoise(3);
    const surface = surfaceOf(NX, NY, (col) => BASE + step(col) + sigma * noise());
    const result = stepHeightRectangles.run(surface, { ...defaults, leveling: false });
    const bound = 3 * sigma * Math.sqrt(1 / result.count1 + 1 / result.count2);
    expect(Math.abs(result.stepHeight - H)).toBeLessThan(bound);
    const both = stepHeightRectangles.run(surface, { ...defaults, levelingSource: 2 });
    expect(Math.abs(both.stepHeight - H)).toBeLessThan(2 * bound);
  });

  it('uses given rectangles, independent ones, and the material correction', () => {
    const surface = surfaceOf(NX, NY, (col) => step(col));
    const rectangle = { left: 0.1, top: 0.1, right: 0.2, bottom: 0.3 };
    const rectangle2 = { left: 0.8, top: 0.6, right: 0.9, bottom: 0.9 };
    const result = stepHeightRectangles.run(surface, {
      ...defaults,
      independent: true,
      rectangle,
      rectangle2,
      dissimilarMaterials: true,
      material1: 'Au',
      material2: 'Cr',
      interferometry: 'psi',
    });
    expect(result.rectangle).toEqual(rectangle);
    expect(result.line).toBeNull();
    const correction = dissimilarMaterialCorrection('Au', 'Cr', 'psi');
    expect(result.materialCorrection).toBe(correction);
    expect(Math.abs(result.stepHeight - (H + correction))).toBeLessThan(1e-12 * Math.abs(H));
  });

  it('refuses unusable rectangles with step-height-rectangle-invalid-leveling-rectangles', () => {
    const code = 'step-height-rectangle-invalid-leveling-rectangles';
    const stepped = surfaceOf(NX, NY, (col) => step(col));
    expectCode(() => stepHeightRectangles.run(stepped, { ...defaults, independent: true }), code);
    expectCode(
      () =>
        stepHeightRectangles.run(
          surfaceOf(NX, NY, () => BASE),
          defaults,
        ),
      code,
    );
    // The drawn edge lies outside the area.
    expectCode(
      () =>
        stepHeightRectangles.run(stepped, {
          ...defaults,
          manual: true,
          line: { x1: 0.02, y1: 0.6, x2: 0.02, y2: 0.4 },
        }),
      code,
    );
    const overlapping = { left: 0.1, top: 0.1, right: 0.6, bottom: 0.6 };
    expectCode(
      () =>
        stepHeightRectangles.run(stepped, {
          ...defaults,
          independent: true,
          rectangle: overlapping,
          rectangle2: overlapping,
        }),
      code,
    );
    const holes = surfaceOf(NX, NY, (col) => (col < 80 ? NaN : H));
    expectCode(() => stepHeightRectangles.run(holes, { ...defaults, manual: true }), code);
    expectCode(
      () =>
        stepHeightRectangles.run(stepped, {
          ...defaults,
          independent: true,
          rectangle: { left: 0.5, top: 0.2, right: 0.4, bottom: 0.3 },
          rectangle2: overlapping,
        }),
      code,
    );
  });
});

describe('step-height rectangles preview and leveling rectangle', () => {
  it('previews a block-mean map with level sides, and the same rectangles as the calculation', () => {
    const surface = surfaceOf(300, 200, (col) => (col >= 150 ? H : 0));
    const preview = stepHeightRectanglesPreview.run(surface, {
      area: defaults.area,
      manual: false,
      line: defaults.line,
    });
    expect(preview.width).toBe(100);
    expect(preview.height).toBe(67);
    expect(preview.heights).toHaveLength(100 * 67);
    // Block of 3×3 pixels: left cells at 0, right cells at H.
    expect(preview.heights[10 * 100 + 10]).toBe(0);
    expect(preview.heights[10 * 100 + 90]).toBeCloseTo(H, 20);
    expect(preview.levels[0]).toBe(0); // outside the area
    expect(preview.levels[10 * 100 + 10]).toBe(1);
    expect(preview.levels[10 * 100 + 90]).toBe(2);
    const full = stepHeightRectangles.run(surface, defaults);
    expect(preview.rectangle).toEqual(full.rectangle);
    expect(preview.rectangle2).toEqual(full.rectangle2);
  });

  it('fits the leveling rectangle plane exactly', () => {
    const surface = surfaceOf(NX, NY, (col, row) => BASE + step(col) + 2e-9 * col - 1e-9 * row, 0.5e-6);
    const first = stepHeightRectanglesLeveling.run(surface, {
      area: defaults.area,
      manual: true,
      line: defaults.line,
      levelingSource: 0,
    });
    expect(first.plane.slopeX).toBeCloseTo(2e-9 / 0.5e-6, 12);
    expect(first.plane.slopeY).toBeCloseTo(-1e-9 / 0.5e-6, 12);
    const second = stepHeightRectanglesLeveling.run(surface, {
      area: defaults.area,
      manual: true,
      line: defaults.line,
      levelingSource: 1,
    });
    expect(second.rectangle.left).toBeGreaterThan(0.5);
  });
});
