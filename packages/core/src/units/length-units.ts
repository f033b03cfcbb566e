// Length unit symbols as instrument files write them, to metres. Files use many spellings
// (µm, um, micron, μm with the Greek mu, MICRO METER …); all are normalised here, once.

const metresPer: Readonly<Record<string, number>> = {
  m: 1,
  meter: 1,
  metre: 1,
  dm: 1e-1,
  cm: 1e-2,
  mm: 1e-3,
  millimeter: 1e-3,
  millimetre: 1e-3,
  um: 1e-6,
  micron: 1e-6,
  microns: 1e-6,
  micrometer: 1e-6,
  micrometre: 1e-6,
  nm: 1e-9,
  nanometer: 1e-9,
  nanometre: 1e-9,
  pm: 1e-12,
  a: 1e-10,
  angstrom: 1e-10,
  in: 0.0254,
  inch: 0.0254,
  mil: 2.54e-5,
  milliinch: 2.54e-5,
  uin: 2.54e-8,
  microinch: 2.54e-8,
};

/**
 * Metres per one unit of `symbol`, or undefined when it is not a length unit. Accepts µ/μ/u for
 * micro, Å for ångström, any case and surrounding spaces.
 */
export function metresPerLengthUnit(symbol: string): number | undefined {
  const key = symbol.trim().replace(/[µμ]/g, 'u').replace(/Å/g, 'a').replace(/\s+/g, '').toLowerCase();
  return metresPer[key];
}
