// Which statistics a category lists while its "All" toggle is off: the ones the spec names (part 2
// §3 "Statistics"); a category holding none of them (ISO 25178 features) always lists everything.
import type { ArealCategory, ArealStatistic } from '@asperity/core';

export const MAIN_STATISTICS: ReadonlySet<string> = new Set([
  'Sa',
  'Sq',
  'Ssk',
  'Sku',
  'Sp',
  'Sv',
  'Sz',
  'St',
  'Sal',
  'Sdq',
  'Sdr',
  'Smr',
  'Smc',
  'Sk',
  'Spk',
  'Svk',
  'Smr1',
  'Smr2',
  'Sdar',
  'Spar',
  'average',
  'min',
  'max',
  'range',
]);

/** The ids a category lists by default: its main statistics, or all when it has none of them. */
export function defaultActiveIds(category: ArealCategory): readonly string[] {
  const main = category.statistics.filter((s) => MAIN_STATISTICS.has(s.id));
  return (main.length > 0 ? main : category.statistics).map((s) => s.id);
}

/**
 * The statistics of the category to list — the "All" toggle lists every one, otherwise the active ones
 * (the user's choice, else the default) in the category's order — and whether "All" would list more.
 */
export function listedStatistics(
  category: ArealCategory,
  showAll: boolean,
  active?: readonly string[],
): { readonly statistics: readonly ArealStatistic[]; readonly hasMore: boolean } {
  const chosen = new Set(active ?? defaultActiveIds(category));
  const activeStatistics = category.statistics.filter((s) => chosen.has(s.id));
  return {
    statistics: showAll ? category.statistics : activeStatistics,
    hasMore: activeStatistics.length < category.statistics.length,
  };
}

/** Statistics that are lengths along the surface (distance unit), not heights. */
export const LATERAL_STATISTICS: ReadonlySet<string> = new Set(['Sal']);
