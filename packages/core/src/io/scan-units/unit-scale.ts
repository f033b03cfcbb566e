// Unit symbols as SPM and profilometer headers write them ("nm", "µm", "nA", "mV", "deg", "Å"),
// split into the SI unit a channel stores and the factor from the written unit to it. Lengths go
// through units/length-units.ts so every reader spells micrometres the same way.
import { metresPerLengthUnit } from '../../units/length-units.ts';

export interface UnitScale {
  /** SI unit of the stored values: 'm' for lengths, else e.g. 'A', 'V', 'N', 'deg', 'Hz', '' (none). */
  readonly unit: string;
  /** Multiply a value in the written unit by this to express it in `unit`. */
  readonly factor: number;
}

const prefixes: Readonly<Record<string, number>> = {
  f: 1e-15,
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
};

/** Units that take an SI prefix. Length ('m') is handled by metresPerLengthUnit. */
const prefixable = new Set(['A', 'V', 'N', 'Hz', 's', 'W', 'Ohm', 'Pa']);

const unprefixed: Readonly<Record<string, UnitScale>> = {
  '': { unit: '', factor: 1 },
  deg: { unit: 'deg', factor: 1 },
  '°': { unit: 'deg', factor: 1 },
  º: { unit: 'deg', factor: 1 },
  '%': { unit: '%', factor: 1 },
  rad: { unit: 'rad', factor: 1 },
};

/** The SI unit and factor of a written symbol, or undefined when it is not understood. */
export function parseUnitScale(symbol: string): UnitScale | undefined {
  const s = symbol.trim();
  const plain = unprefixed[s];
  if (plain) return plain;
  // Electrical units first and case-sensitively: a bare "A" in an SPM header is an ampere, while
  // the case-insensitive length table would read it as an ångström.
  if (prefixable.has(s)) return { unit: s, factor: 1 };
  const prefix = prefixes[s.charAt(0)];
  const rest = s.slice(1);
  if (prefix !== undefined && prefixable.has(rest)) return { unit: rest, factor: prefix };
  const metres = metresPerLengthUnit(s);
  if (metres !== undefined) return { unit: 'm', factor: metres };
  return undefined;
}
