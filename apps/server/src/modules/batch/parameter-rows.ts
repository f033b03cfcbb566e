// The parameter rows of one analysis result, for the batch tables: one row per number a lab puts in a
// report. Areal parameters give their statistics (ISO 25178-2 ids, SI unit from the quantity kind, the
// numbers `asperity params --json` prints); profile parameters their value table; any other analysis its
// top-level numbers (stepHeight, bumps, …) named `<field>`, unit "SI" (metres, m², m³ as the analysis
// documents them). Curves and images (PSD, bearing curve) have no row: they are not a table's content.
import type { QuantityKind } from '@asperity/core';

export interface ParameterRow {
  /** The recipe's feature kind the value comes from (ArealParameters, Volume, …). */
  readonly feature: string;
  readonly id: string;
  /** null where the surface does not define it (NaN in the core). */
  readonly value: number | null;
  readonly unit: string;
}

const SI_UNIT_OF_KIND: Readonly<Record<QuantityKind, string>> = {
  length: 'm',
  area: 'm²',
  'volume-per-area': 'm³/m²',
  'per-area': '1/m²',
  'per-length': '1/m',
  fraction: '1',
  dimensionless: '1',
  angle: 'rad',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

export function parameterRowsOf(feature: string, result: unknown): ParameterRow[] {
  if (!isRecord(result)) return [];
  const rows: ParameterRow[] = [];
  if (Array.isArray(result.categories)) {
    for (const category of result.categories as unknown[]) {
      if (!isRecord(category) || !Array.isArray(category.statistics)) continue;
      for (const statistic of category.statistics as unknown[]) {
        if (!isRecord(statistic) || typeof statistic.id !== 'string' || typeof statistic.value !== 'number')
          continue;
        const kind = statistic.kind as QuantityKind;
        rows.push({
          feature,
          id: statistic.id,
          value: finite(statistic.value),
          unit: SI_UNIT_OF_KIND[kind] ?? '',
        });
      }
    }
    return rows;
  }
  if (isRecord(result.values)) {
    for (const [id, value] of Object.entries(result.values))
      if (typeof value === 'number') rows.push({ feature, id, value: finite(value), unit: 'SI' });
    return rows;
  }
  for (const [id, value] of Object.entries(result))
    if (typeof value === 'number') rows.push({ feature, id, value: finite(value), unit: 'SI' });
  return rows;
}
