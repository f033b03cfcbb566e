// Tick marks of the colour scale (spec part 2 §3 "colour-scale ticks state", §7 GET
// /api/editor/color-scale/ticks): 'nice' values between a minimum and a maximum height, in the
// height unit the user chose or the automatic one (part 2 §9), so the legend reads 0, 20, 40 … nm.
//
// Decisions:
// - Steps are 1, 2 or 5 × 10ᵏ in the display unit; the smallest such step that puts at most
//   `maxTicks` (default 10) ticks inside [minimum, maximum] is used. Going from 2 to 5 can drop
//   from 11 ticks to 4; only then 2.5 × 10ᵏ is used instead, which always leaves 5 to 10 ticks
//   (a seeded sweep over 2000 ranges checks it).
// - Ticks are multiples of the step (so 0 is a tick whenever the range spans it) and lie inside the
//   range; tick values are rounded to the step's decimals so labels carry no float noise.
// - The automatic unit is chosen from the range (maximum − minimum), not the magnitude of the
//   heights: a 100 nm range at 1 mm height is labelled in nanometres, so the ticks differ.
import { autoHeightUnit, fromMetres, toMetres, UNIT_SYMBOLS, type LengthUnit } from './display-units.ts';

export interface ColorScaleTick {
  /** Height of the tick, metres. */
  readonly value: number;
  /** The tick in the display unit, without the unit symbol. */
  readonly label: string;
}

export interface ColorScaleTicks {
  readonly unit: LengthUnit;
  readonly unitSymbol: string;
  /** Distance between ticks in the display unit (1, 2, 2.5 or 5 × 10ᵏ) and in metres. */
  readonly step: number;
  readonly stepMetres: number;
  readonly ticks: readonly ColorScaleTick[];
}

export interface ColorScaleTickOptions {
  readonly unit?: LengthUnit | 'auto';
  readonly maxTicks?: number;
}

const MANTISSAS = [1, 2, 5] as const;
const MIN_TICKS = 5;

/** Ticks of [minimum, maximum] (metres, finite, minimum ≤ maximum; swapped if given reversed). */
export function colorScaleTicks(
  minimumMetres: number,
  maximumMetres: number,
  options: ColorScaleTickOptions = {},
): ColorScaleTicks {
  if (!Number.isFinite(minimumMetres) || !Number.isFinite(maximumMetres)) {
    throw new RangeError(`tick range must be finite, got ${minimumMetres}..${maximumMetres}`);
  }
  const low = Math.min(minimumMetres, maximumMetres);
  const high = Math.max(minimumMetres, maximumMetres);
  const requested = options.unit ?? 'auto';
  const unit = requested === 'auto' ? autoHeightUnit(high - low) : requested;
  const maxTicks = options.maxTicks ?? 10;
  if (!Number.isInteger(maxTicks) || maxTicks < 2) throw new RangeError(`maxTicks must be ≥ 2`);
  const min = fromMetres(low, unit);
  const max = fromMetres(high, unit);
  const range = max - min;

  if (!(range > 0)) {
    const label = trimNumber(min, 6);
    return { unit, unitSymbol: UNIT_SYMBOLS[unit], step: 0, stepMetres: 0, ticks: [{ value: low, label }] };
  }

  let exponent = Math.floor(Math.log10(range / maxTicks));
  for (;;) {
    for (const mantissa of MANTISSAS) {
      const step = mantissa * 10 ** exponent;
      const first = Math.ceil(min / step - 1e-9);
      const last = Math.floor(max / step + 1e-9);
      if (last - first + 1 > maxTicks) continue;
      if (mantissa === 5 && last - first + 1 < MIN_TICKS) {
        // 2.5·10ᵏ is 25·10ᵏ⁻¹: the same integer arithmetic with one more decimal.
        const fine = 25 * 10 ** (exponent - 1);
        const fineFirst = Math.ceil(min / fine - 1e-9);
        const fineLast = Math.floor(max / fine + 1e-9);
        if (fineLast - fineFirst + 1 <= maxTicks) return ticksOf(fineFirst, fineLast, 25, exponent - 1, unit);
      }
      return ticksOf(first, last, mantissa, exponent, unit);
    }
    exponent++;
  }
}

function ticksOf(
  first: number,
  last: number,
  mantissa: number,
  exponent: number,
  unit: LengthUnit,
): ColorScaleTicks {
  const decimals = Math.max(0, -exponent);
  const ticks: ColorScaleTick[] = [];
  for (let k = first; k <= last; k++) {
    // k·mantissa is an exact integer; scaling it once by a power of ten keeps the value exact to
    // the step's decimals, where k·step would accumulate binary rounding.
    const inUnit = exponent >= 0 ? k * mantissa * 10 ** exponent : (k * mantissa) / 10 ** -exponent;
    ticks.push({ value: toMetres(inUnit, unit), label: trimNumber(inUnit, decimals) });
  }
  const step = exponent >= 0 ? mantissa * 10 ** exponent : mantissa / 10 ** -exponent;
  return { unit, unitSymbol: UNIT_SYMBOLS[unit], step, stepMetres: toMetres(step, unit), ticks };
}

function trimNumber(value: number, decimals: number): string {
  const text = value.toFixed(Math.min(100, decimals));
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
