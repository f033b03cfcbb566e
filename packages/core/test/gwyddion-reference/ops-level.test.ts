// Agreement of the level/form/row operators with Gwyddion 2.62 on the fields of ops-level-fields.ts
// (reference values from bench/gwyddion-peer/ops-level.c, committed in ops-level.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_INPUTS } from '../../src/ops/define-operator.ts';
import { formPolynomial } from '../../src/ops/form-polynomial.ts';
import { levelFacet } from '../../src/ops/level-facet.ts';
import { levelPlane } from '../../src/ops/level-plane.ts';
import { rowsAdjust } from '../../src/ops/rows-adjust.ts';
import type { Surface } from '../../src/surface/surface.ts';
import { opsLevelReferenceFields } from './ops-level-fields.ts';

interface Result {
  rms: number;
  every7: number[];
}
const reference = JSON.parse(readFileSync(new URL('./ops-level.json', import.meta.url), 'utf8')) as {
  gwyddion: string;
  fields: Record<string, Record<string, Result>>;
};

/** Largest difference at the sampled points, relative to the rms of Gwyddion's result. */
function agreement(ours: Surface, theirs: Result): number {
  let worst = 0;
  theirs.every7.forEach((v, i) => {
    worst = Math.max(worst, Math.abs((ours.z[i * 7] as number) - v));
  });
  return worst / theirs.rms;
}

const poly = (degree: number) => ({
  degree,
  ignoreOutliers: false,
  outlierThreshold: 3,
  outlierIterations: 2,
});

describe(`level/form/row operators agree with Gwyddion ${reference.gwyddion}`, () => {
  for (const [name, make] of Object.entries(opsLevelReferenceFields)) {
    const surface = make();
    const ref = reference.fields[name] as Record<string, Result>;
    it(`${name}: plane level`, () => {
      expect(agreement(levelPlane.apply(surface, {}, NO_INPUTS), ref.plane as Result)).toBeLessThan(1e-9);
    });
    it(`${name}: polynomial of total degree 1, 3 and 5 (gwy_data_field_fit_poly)`, () => {
      for (const degree of [1, 3, 5])
        expect(
          agreement(formPolynomial.apply(surface, poly(degree), NO_INPUTS), ref[`poly${degree}`] as Result),
          `degree ${degree}`,
        ).toBeLessThan(1e-8);
    });
    it(`${name}: facet level (gwy_data_field_fit_facet_plane rounds)`, () => {
      expect(agreement(levelFacet.apply(surface, {}, NO_INPUTS), ref.facet as Result)).toBeLessThan(1e-10);
    });
    it(`${name}: row polynomial and column polynomial (gwy_data_field_fit_lines), row medians (align rows)`, () => {
      const p = { method: 'polynomial', direction: 'rows', degree: 1 } as const;
      expect(agreement(rowsAdjust.apply(surface, p, NO_INPUTS), ref.rowsPoly1 as Result)).toBeLessThan(1e-9);
      expect(
        agreement(
          rowsAdjust.apply(surface, { ...p, direction: 'columns', degree: 2 }, NO_INPUTS),
          ref.columnsPoly2 as Result,
        ),
      ).toBeLessThan(1e-9);
      expect(
        agreement(rowsAdjust.apply(surface, { ...p, method: 'median' }, NO_INPUTS), ref.rowsMedian as Result),
      ).toBeLessThan(1e-12);
    });
  }
});
