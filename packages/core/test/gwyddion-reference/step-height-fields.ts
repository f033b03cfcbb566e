// Deterministic step fields shared by the Gwyddion peer generator
// (bench/gwyddion-peer/generate-step-height-reference.ts) and the unit test that compares against the
// committed step-height.json, so CI checks Gwyddion agreement without Gwyddion installed. Each case
// names the rectangles (pixels: col, row, width, height) and the line (pixel centres) handed to
// Gwyddion; the test converts them to the fractions the analyses take.
import { gaussianNoise, surfaceOf } from '../../src/analysis/step-height/synthetic-steps.ts';
import type { Surface } from '../../src/surface/surface.ts';

export interface StepHeightCase {
  readonly name: string;
  readonly field: () => Surface;
  readonly bins: number;
  readonly rectangle1: readonly [number, number, number, number];
  readonly rectangle2: readonly [number, number, number, number];
  /** scol, srow, ecol, erow. */
  readonly line: readonly [number, number, number, number];
  readonly average: number;
}

/** An 80 nm step across columns with tilt both ways and 3 nm Gaussian noise. */
function tiltedNoisyStep(): Surface {
  const noise = gaussianNoise(21);
  return surfaceOf(
    256,
    128,
    (col, row) => 1e-6 + (col >= 128 ? 80e-9 : 0) + 2e-10 * col - 1e-10 * row + 3e-9 * noise(),
    0.5e-6,
  );
}

/** Three terraces across rows (40 %, 40 %, 20 % of the points) with 2 nm noise. */
function threeTerraces(): Surface {
  const noise = gaussianNoise(7);
  return surfaceOf(
    200,
    150,
    (_col, row) => (row < 60 ? 0 : row < 120 ? 50e-9 : 120e-9) + 2e-9 * noise(),
    1e-6,
  );
}

export const stepHeightCases: readonly StepHeightCase[] = [
  {
    name: 'tilted-noisy-step',
    field: tiltedNoisyStep,
    bins: 100,
    rectangle1: [10, 10, 70, 108],
    rectangle2: [176, 10, 70, 108],
    line: [10, 64, 245, 64],
    average: 5,
  },
  {
    name: 'three-terraces',
    field: threeTerraces,
    bins: 100,
    rectangle1: [10, 5, 180, 40],
    rectangle2: [10, 80, 180, 30],
    line: [100, 3, 100, 116],
    average: 3,
  },
];
