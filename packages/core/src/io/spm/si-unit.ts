// Unit strings as scanning-probe files write them ("nm", "~m", "mV", "º", "deg", "nA", "m"),
// split into an SI base unit and the factor that converts a value to it. One place for the
// prefixes so NanoScope, Igor, Gwyddion and Nanosurf readers agree on what "mV" or "µm" mean.

export interface SiUnit {
  /** The SI base unit ('m', 'V', 'A', 'N', 'deg', 'Hz', 's', …) or '' for a pure number. */
  readonly unit: string;
  /** Multiply a value written in the parsed unit by this to get it in `unit`. */
  readonly factor: number;
}

const prefixFactors: Readonly<Record<string, number>> = {
  y: 1e-24,
  z: 1e-21,
  a: 1e-18,
  f: 1e-15,
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  c: 1e-2,
  d: 1e-1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
};

/** Base units that may carry a prefix; angles never do (a "mdeg" is not an instrument unit). */
const prefixableUnits = new Set(['m', 'V', 'A', 'N', 'Hz', 's', 'Ohm', 'W', 'F', 'C', 'T', 'Pa', 'K']);

/** Spellings of plain units without prefix. */
const aliases: Readonly<Record<string, SiUnit>> = {
  deg: { unit: 'deg', factor: 1 },
  '°': { unit: 'deg', factor: 1 },
  // NanoScope writes the degree sign as latin-1 0xBA (the masculine ordinal "º").
  º: { unit: 'deg', factor: 1 },
  degree: { unit: 'deg', factor: 1 },
  degrees: { unit: 'deg', factor: 1 },
  rad: { unit: 'rad', factor: 1 },
  Å: { unit: 'm', factor: 1e-10 },
  A: { unit: 'A', factor: 1 },
  ohm: { unit: 'Ohm', factor: 1 },
  Ω: { unit: 'Ohm', factor: 1 },
  '%': { unit: '', factor: 0.01 },
};

/**
 * Parses a unit symbol with an optional SI prefix. '~' (NanoScope) and 'µ'/'μ' mean micro.
 * Returns undefined when the text is not a unit this helper knows, so callers can keep the text.
 */
export function parseSiUnit(text: string): SiUnit | undefined {
  const symbol = text.trim().replace(/^[~µμ]/, 'u');
  if (symbol === '') return { unit: '', factor: 1 };
  const alias = aliases[symbol];
  if (alias) return alias;
  if (prefixableUnits.has(symbol)) return { unit: symbol, factor: 1 };
  const prefix = prefixFactors[symbol.charAt(0)];
  const base = symbol.slice(1);
  if (prefix !== undefined && prefixableUnits.has(base)) return { unit: base, factor: prefix };
  return undefined;
}
