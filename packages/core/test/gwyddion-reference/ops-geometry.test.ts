// Agreement with Gwyddion 2.62 (committed ops-geometry.json, bench/gwyddion-peer/ops-geometry.c) for
// resize (gwy_data_field_new_resampled LINEAR / KEY), rotate (gwy_data_field_rotate LINEAR / KEY),
// invalids.fill (gwy_data_field_laplace_solve on the same mask) and the scar marks of glitches.remove
// (gwy_data_field_mark_scars with Remove Scars' defaults, both signs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_INPUTS } from '../../src/ops/define-operator.ts';
import { fillHarmonic } from '../../src/ops/fill-invalids.ts';
import { markScars } from '../../src/ops/mark-scars.ts';
import { resize } from '../../src/ops/resize.ts';
import { rotate } from '../../src/ops/rotate.ts';
import type { Surface } from '../../src/surface/surface.ts';
import { GEOMETRY_CASES } from './ops-geometry-fields.ts';

interface GwyField {
  readonly nx: number;
  readonly ny: number;
  readonly z: number[];
}
type Outputs = Record<
  | 'resampledLinear'
  | 'resampledKey'
  | 'rotatedLinear'
  | 'rotatedKey'
  | 'laplace'
  | 'scarsPositive'
  | 'scarsNegative',
  GwyField
>;

const reference = JSON.parse(readFileSync(new URL('./ops-geometry.json', import.meta.url), 'utf8')) as {
  cases: Record<keyof typeof GEOMETRY_CASES, Outputs>;
};

function rms(values: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += (values[i] as number) ** 2;
  return Math.sqrt(s / values.length);
}

/** Largest |ours − Gwyddion| over the points `use` accepts. */
function worst(ours: Float64Array, theirs: GwyField, use: (row: number, col: number) => boolean): number {
  let w = 0;
  let n = 0;
  for (let row = 0; row < theirs.ny; row++)
    for (let col = 0; col < theirs.nx; col++) {
      if (!use(row, col)) continue;
      const i = row * theirs.nx + col;
      w = Math.max(w, Math.abs((ours[i] as number) - (theirs.z[i] as number)));
      n++;
    }
  expect(n).toBeGreaterThan(100);
  return w;
}

describe.each(Object.keys(GEOMETRY_CASES) as (keyof typeof GEOMETRY_CASES)[])(
  'Gwyddion 2.62 agreement: %s',
  (name) => {
    const c = GEOMETRY_CASES[name]();
    const gwy = reference.cases[name];
    // Gwyddion read the holes as 0 (it has no NaN): the geometry comparisons use the same complete field.
    const complete: Surface = { ...c.surface, z: c.surface.z.map((v) => (Number.isNaN(v) ? 0 : v)) };
    const scale = rms(complete.z);

    it('resize equals gwy_data_field_new_resampled (LINEAR, KEY) away from the border', () => {
      for (const [interpolation, key] of [
        ['bilinear', 'resampledLinear'],
        ['bicubic', 'resampledKey'],
      ] as const) {
        const ours = resize.apply(complete, { nx: c.newNx, ny: c.newNy, interpolation }, NO_INPUTS);
        const theirs = gwy[key];
        expect([ours.nx, ours.ny]).toEqual([theirs.nx, theirs.ny]);
        // Edges: we clamp, Gwyddion mirrors; three pixels in, the stencils agree.
        const inner = (row: number, col: number) =>
          row >= 3 && col >= 3 && row < theirs.ny - 3 && col < theirs.nx - 3;
        expect(worst(ours.z, theirs, inner)).toBeLessThan(1e-12 * scale);
      }
    });

    it('rotate equals gwy_data_field_rotate (LINEAR, KEY) wherever its stencil is inside the field', () => {
      for (const [interpolation, key] of [
        ['bilinear', 'rotatedLinear'],
        ['bicubic', 'rotatedKey'],
      ] as const) {
        const ours = rotate.apply(complete, { angle: c.angle, interpolation }, NO_INPUTS).z;
        const { nx, ny } = complete;
        // Three pixels clear of the field border and of the points we mark invalid (Gwyddion fills those
        // with the field minimum and mirrors at the edge).
        const inside = (row: number, col: number) => {
          if (row < 3 || col < 3 || row >= ny - 3 || col >= nx - 3) return false;
          for (let a = -3; a <= 3; a++)
            for (let b = -3; b <= 3; b++) if (Number.isNaN(ours[(row + a) * nx + col + b])) return false;
          return true;
        };
        expect(worst(ours, gwy[key], inside)).toBeLessThan(1e-12 * scale);
      }
    });

    it('marks the same scars as gwy_data_field_mark_scars, both signs', () => {
      const settings = { thresholdHigh: 0.666, thresholdLow: 0.25, minLength: 16, maxWidth: 4 };
      for (const [type, key] of [
        ['positive', 'scarsPositive'],
        ['negative', 'scarsNegative'],
      ] as const) {
        const ours = markScars(complete.z, complete.nx, complete.ny, { ...settings, type });
        expect(Array.from(ours)).toEqual(gwy[key].z.map((v) => (v > 0 ? 1 : 0)));
      }
    });
  },
);

it('the scars case has scars of both signs and the smooth case holes to fill', () => {
  const scars = reference.cases.scars;
  expect(scars.scarsPositive.z.filter((v) => v > 0).length).toBeGreaterThan(100);
  expect(scars.scarsNegative.z.filter((v) => v > 0).length).toBeGreaterThan(100);
  expect(GEOMETRY_CASES.smooth().holes.filter((v) => v === 1).length).toBeGreaterThan(100);
});

it('invalids.fill fills the holes as gwy_data_field_laplace_solve does on the same mask', () => {
  const c = GEOMETRY_CASES.smooth();
  const scale = rms(c.surface.z.map((v) => (Number.isNaN(v) ? 0 : v)));
  const filled = fillHarmonic(c.surface.z, c.surface.nx, c.surface.ny);
  expect(filled.converged).toBe(true);
  const inHole = (row: number, col: number) => c.holes[row * c.surface.nx + col] === 1;
  expect(worst(filled.z, reference.cases.smooth.laplace, inHole)).toBeLessThan(1e-9 * scale);
});
