// The SI unit of each quantity kind of the parameter registry, as `asperity params` and
// docs/parameters.md print them. Ratios are fractions (unit 1), never percent.
import type { QuantityKind } from '@asperity/core';

export const SI_UNIT_OF_KIND: Readonly<Record<QuantityKind, string>> = {
  length: 'm',
  area: 'm²',
  'volume-per-area': 'm³/m²',
  'per-area': '1/m²',
  'per-length': '1/m',
  fraction: '1 (fraction)',
  dimensionless: '1',
  angle: 'rad',
};
