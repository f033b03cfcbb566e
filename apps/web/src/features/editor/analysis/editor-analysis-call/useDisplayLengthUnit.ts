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

/** The span (highest − lowest finite value, metres) of what a chart shows; NaN for none. */
export function spanOf(values: ArrayLike<number>): number {
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (!Number.isFinite(v)) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return high >= low ? Math.max(high - low, Math.abs(high), Math.abs(low)) : Number.NaN;
}

export function useDisplayLengthUnit(kind: 'distance' | 'height', magnitude = Number.NaN): DisplayLengthUnit {
  const unit = useEditorSettings((s) => unitForMagnitude(s.units, kind, magnitude));
  return displayLengthUnit(unit);
}
