// Agreement of the areal parameters with Gwyddion 2.62 on the committed reference values (areal.json):
// for each parameter Gwyddion computes under a comparable definition, the largest relative difference
// over the synthetic fields and the real files. Shared by the unit test and docs/parameters.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createArealContext } from '../../src/analysis/areal/areal-context.ts';
import { arealParameters } from '../../src/analysis/areal/parameters.ts';
import type { Surface } from '../../src/surface/surface.ts';
import { arealReferenceFields } from './areal-fields.ts';

export interface GwyddionStats {
  avg: number;
  Sa: number;
  Sq: number;
  skew: number;
  excessKurtosis: number;
  min: number;
  max: number;
  median: number;
  surfaceArea: number;
  projectedArea: number;
  surfaceSlope: number;
}

export interface ArealReference {
  gwyddion: string;
  fields: Record<string, GwyddionStats>;
  realFiles: Record<string, GwyddionStats>;
}

export const arealReferencePath = join(import.meta.dirname, 'areal.json');

export function loadArealReference(): ArealReference {
  return JSON.parse(readFileSync(arealReferencePath, 'utf8')) as ArealReference;
}

/** Gwyddion's value of each comparable parameter, and the Gwyddion function it comes from. */
export const gwyddionEquivalents: Record<string, { source: string; value: (g: GwyddionStats) => number }> = {
  average: { source: 'get_stats avg', value: (g) => g.avg },
  min: { source: 'get_min_max', value: (g) => g.min },
  max: { source: 'get_min_max', value: (g) => g.max },
  range: { source: 'get_min_max', value: (g) => g.max - g.min },
  Sa: { source: 'get_stats ra', value: (g) => g.Sa },
  Sq: { source: 'get_stats rms', value: (g) => g.Sq },
  Ssk: { source: 'get_stats skew', value: (g) => g.skew },
  Sku: { source: 'get_stats kurtosis + 3', value: (g) => g.excessKurtosis + 3 },
  Sp: { source: 'max − avg', value: (g) => g.max - g.avg },
  Sv: { source: 'avg − min', value: (g) => g.avg - g.min },
  Sz: { source: 'max − min', value: (g) => g.max - g.min },
  St: { source: 'max − min', value: (g) => g.max - g.min },
  Sdq: { source: 'get_surface_slope', value: (g) => g.surfaceSlope },
  Sdr: { source: 'get_surface_area / (xreal·yreal) − 1', value: (g) => g.surfaceArea / g.projectedArea - 1 },
};

export interface Agreement {
  /** Largest |ours − Gwyddion| / max(|Gwyddion|, scale) over the compared surfaces. */
  readonly maxRelativeDifference: number;
  /** Where it occurred. */
  readonly worst: string;
  readonly compared: number;
}

/**
 * Differences per parameter. Ssk is near 0 on symmetric fields, so its difference is relative to 1 (it
 * is dimensionless of order 1); the other parameters are relative to Gwyddion's value.
 */
export function arealAgreement(
  realSurfaces: ReadonlyMap<string, Surface> = new Map(),
): Map<string, Agreement> {
  const reference = loadArealReference();
  const surfaces: [string, Surface, GwyddionStats][] = arealReferenceFields().map(({ name, surface }) => [
    name,
    surface,
    reference.fields[name] as GwyddionStats,
  ]);
  for (const [path, surface] of realSurfaces) {
    const g = reference.realFiles[path];
    if (g) surfaces.push([path, surface, g]);
  }
  const result = new Map<string, Agreement>();
  for (const [name, surface, g] of surfaces) {
    const context = createArealContext(surface);
    for (const parameter of arealParameters) {
      const equivalent = gwyddionEquivalents[parameter.id];
      if (!equivalent) continue;
      const theirs = equivalent.value(g);
      const ours = parameter.compute(context);
      const scale = parameter.id === 'Ssk' ? 1 : Math.max(Math.abs(theirs), Number.MIN_VALUE);
      // Heights equal up to rounding of the mean of ~1e4 values: differences of 1e-16 of the range.
      const floor = parameter.kind === 'length' ? 1e-12 * (g.max - g.min) : 0;
      const difference = Math.max(0, Math.abs(ours - theirs) - floor) / scale;
      const previous = result.get(parameter.id);
      if (!previous || difference > previous.maxRelativeDifference)
        result.set(parameter.id, {
          maxRelativeDifference: difference,
          worst: name,
          compared: (previous?.compared ?? 0) + 1,
        });
      else result.set(parameter.id, { ...previous, compared: previous.compared + 1 });
    }
  }
  return result;
}
