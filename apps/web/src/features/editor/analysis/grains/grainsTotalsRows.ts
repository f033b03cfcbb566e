// The totals of the grains result (spec part 2 §3 "totals by number of particles or total area
// percent") as results-table rows: count, total area and its share of the valid area, then the mean
// of each quantity over the particles (each counts once) and weighted by particle area.
import type { GrainsTotals } from '@asperity/core';
import type { ResultRow } from '../../charts/ResultsTable.tsx';
import type { FormatLength } from '../../settings/useFormatLength.ts';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';

export type GrainsTotalsBasis = 'byNumber' | 'byArea';

export interface TotalsFormatters {
  readonly formatLength: FormatLength;
  readonly formatRatio: (value: number) => string;
  readonly formatPercent: (fraction: number) => string;
  readonly label: (id: string) => string;
}

export function grainsTotalsRows(
  totals: GrainsTotals,
  basis: GrainsTotalsBasis,
  f: TotalsFormatters,
): ResultRow[] {
  const means = totals[basis];
  const length = (value: number, power: 1 | 2 = 1) =>
    splitFormattedQuantity(f.formatLength(value, 'distance', power));
  const plain = (value: string) => ({ value, unit: '' });
  const rows: [string, { value: string; unit: string }][] = [
    ['count', plain(String(totals.count))],
    ['totalArea', length(totals.totalArea, 2)],
    ['areaFraction', { value: f.formatPercent(totals.areaFraction), unit: '%' }],
    ['meanArea', length(means.area, 2)],
    ['meanPerimeter', length(means.perimeter)],
    ['meanAspectRatio', plain(f.formatRatio(means.aspectRatio))],
    ['meanRoundness', plain(f.formatRatio(means.roundness))],
    ['meanFormFactor', plain(f.formatRatio(means.formFactor))],
  ];
  return rows.map(([key, { value, unit }]) => ({
    key,
    label: f.label(`editor.grains.total.${key}`),
    value,
    unit,
  }));
}
