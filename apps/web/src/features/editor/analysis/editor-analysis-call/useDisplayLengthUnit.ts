// The length unit lengths of a kind are shown in (units settings, spec part 2 §3, §9), for values a
// panel converts itself: frequencies (1/unit), PSD (unit³), axes of charts. With the automatic unit on,
// `magnitude` (metres: the span or largest value the chart shows) picks it, so an AFM profile's axis
// reads nm; without a magnitude the system's chosen unit stands.
import { METRES_PER_UNIT, UNIT_SYMBOLS, type LengthUnit } from '@asperity/core';
import { unitForMagnitude } from '../../settings/formatLength.ts';
import { useEditorSettings } from '../../settings/useEditorSettings.ts';

export interface DisplayLengthUnit {
  readonly unit: LengthUnit;
  readonly symbol: string;
  readonly metres: number;
}

export function displayLengthUnit(unit: LengthUnit): DisplayLengthUnit {
  return { unit, symbol: UNIT_SYMBOLS[unit], metres: METRES_PER_UNIT[unit] };
}

export function useDisplayLengthUnit(kind: 'distance' | 'height', magnitude = Number.NaN): DisplayLengthUnit {
  const unit = useEditorSettings((s) => unitForMagnitude(s.units, kind, magnitude));
  return displayLengthUnit(unit);
}
