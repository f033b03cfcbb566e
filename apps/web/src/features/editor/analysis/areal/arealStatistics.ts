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

/** The statistics of the category to list, and whether an "All" toggle would list more. */
export function listedStatistics(
  category: ArealCategory,
  showAll: boolean,
): { readonly statistics: readonly ArealStatistic[]; readonly hasMore: boolean } {
  const main = category.statistics.filter((s) => MAIN_STATISTICS.has(s.id));
  const hasMore = main.length > 0 && main.length < category.statistics.length;
  return { statistics: showAll || main.length === 0 ? category.statistics : main, hasMore };
}

/** Statistics that are lengths along the surface (distance unit), not heights. */
export const LATERAL_STATISTICS: ReadonlySet<string> = new Set(['Sal']);
