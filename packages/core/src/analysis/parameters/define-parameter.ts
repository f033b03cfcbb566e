// One statistic of the editor's "Statistics" panel (spec part 2 §3): its id as the standards write it,
// the categories it is listed under, the clause it implements, the kind of quantity it is (so the
// editor converts it to the user's units and docs/parameters.md states its SI unit) and how it is
// computed from a shared evaluation context. docs/parameters.md is generated from these definitions.

/**
 * The spec's statistic categories, plus ISO 25178-2 feature parameters (Spd, Spc, S5p, S5v, S10z),
 * which the spec's list omits and issue 4 asks for.
 */
export const STATISTIC_CATEGORIES = [
  'general',
  'iso25178-height',
  'iso25178-spatial',
  'iso25178-hybrid',
  'iso25178-functions',
  'iso25178-features',
  'eur15178n-amplitude',
  'eur15178n-hybrid',
  'asme-b46.1-3d',
  'asme-b46.1-2d',
  'iso4287-amplitude',
  'iso4287-curves',
] as const;
export type StatisticCategory = (typeof STATISTIC_CATEGORIES)[number];

/**
 * The physical kind of a value; values are always in SI base units (metres, m³/m², fractions).
 * - length: m (heights, wavelengths, lateral lengths)
 * - area: m²
 * - volume-per-area: m³/m² (Vm, Vv, …)
 * - per-area: 1/m² (Spd)
 * - per-length: 1/m (Spc)
 * - fraction: a ratio of 0..1 (Sdr, Smr, Str) — never percent
 * - dimensionless: a pure number that is not a ratio of parts (Ssk, Sku, Sdq)
 * - angle: radians (Std)
 */
export const QUANTITY_KINDS = [
  'length',
  'area',
  'volume-per-area',
  'per-area',
  'per-length',
  'fraction',
  'dimensionless',
  'angle',
] as const;
export type QuantityKind = (typeof QUANTITY_KINDS)[number];

export interface ParameterDefinition<Context> {
  /** As the standard writes it: 'Sq', 'Smr1', 'Rz1max'. Unique across all parameters. */
  readonly id: string;
  /** English name: 'Root mean square height'. */
  readonly name: string;
  readonly categories: readonly StatisticCategory[];
  /** The clause followed, e.g. 'ISO 25178-2:2021 §4.1.1'. */
  readonly standard: string;
  readonly kind: QuantityKind;
  /** One or two sentences: the formula in words. */
  readonly definition: string;
  /** Where standards or tools differ, which definition is used here and how it compares to Gwyddion. */
  readonly choice?: string;
  /** NaN when the surface has too few valid points to define the value. */
  compute(context: Context): number;
}

export function defineParameter<Context>(
  definition: ParameterDefinition<Context>,
): ParameterDefinition<Context> {
  return definition;
}
