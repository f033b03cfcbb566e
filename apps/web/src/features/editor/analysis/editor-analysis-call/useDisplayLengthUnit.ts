// The length unit the user chose for distances or heights (units settings, spec part 2 §3, §9), for
// values a panel converts itself: frequencies (1/unit), PSD (unit³), axis titles of charts.
import { METRES_PER_UNIT, UNIT_SYMBOLS, type LengthUnit } from '@asperity/core';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';

export interface DisplayLengthUnit {
  readonly unit: LengthUnit;
  readonly symbol: string;
  readonly metres: number;
}

export function useDisplayLengthUnit(kind: 'distance' | 'height'): DisplayLengthUnit {
  const unit = useEditorSettings((s) => {
    const system = s.units[s.units.measurementSystem];
    return kind === 'distance' ? system.distanceUnits : system.heightUnits;
  });
  return { unit, symbol: UNIT_SYMBOLS[unit], metres: METRES_PER_UNIT[unit] };
}
