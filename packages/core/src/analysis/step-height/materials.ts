// Phase correction for a step between dissimilar materials (spec part 2 §3 "dissimilarMaterials",
// §9 material list). An optical profiler reads height from the phase of the light reflected by the
// sample; a metal adds a phase change on reflection φ that differs from a dielectric's π, so a step
// whose two levels are different materials is measured off by Δh = (φ1 − φ2)·λ/(4π).
//
// With the complex refractive index N = n + ik and normal incidence, r = (1 − N)/(1 + N) and
// φ = atan2(2k, 1 − n² − k²) (Born & Wolf, Principles of Optics, §14.2; the sign of k follows the
// e^{+iωt} convention, in which a larger φ makes the surface look higher). A dielectric (k = 0,
// n > 1) gives φ = π, so dielectric–dielectric steps need no correction.
//
// n, k at 550 nm (the effective wavelength of white-light interferometry), rounded to 3 digits from
// the tables at refractiveindex.info: Ag, Au, Cu — Johnson & Christy, Phys. Rev. B 6, 4370 (1972);
// Co, Cr, Ni — Johnson & Christy, Phys. Rev. B 9, 5056 (1974); Al, Pt — Rakić et al., Appl. Opt. 37,
// 5271 (1998); Mo — Werner et al., J. Phys. Chem. Ref. Data 38, 1013 (2009); Si — Aspnes & Studna,
// Phys. Rev. B 27, 985 (1983). Thin films differ from bulk by a few per cent; a user who knows their
// sample passes their own offsets instead (see `MaterialChoice`).
//
// "Psi and Vsi values" (spec part 2 §3): each material stores the apparent height offset
// φ·λ/(4π) that phase-shifting (PSI) and vertical-scanning (VSI) interferometry see. VSI here means
// coherence scanning with fringe-phase refinement (the high-resolution mode of current instruments),
// which inherits the same phase offset as PSI, so the table gives equal values; envelope-only
// detection would need the dispersion dφ/dk, which is not tabulated. Custom entries may differ.

export const REFERENCE_WAVELENGTH = 550e-9;

export const materialIds = [
  'Dielectric',
  'Ag',
  'Al',
  'Au',
  'Mo',
  'Ni',
  'Pt',
  'Si',
  'Cr',
  'Cu',
  'Co',
] as const;
export type MaterialId = (typeof materialIds)[number];

export interface ComplexIndex {
  readonly n: number;
  readonly k: number;
}

export const refractiveIndexAt550nm: Readonly<Record<MaterialId, ComplexIndex>> = {
  Dielectric: { n: 1.5, k: 0 },
  Ag: { n: 0.059, k: 3.32 },
  Al: { n: 0.958, k: 6.69 },
  Au: { n: 0.43, k: 2.46 },
  Mo: { n: 3.71, k: 3.55 },
  Ni: { n: 1.85, k: 3.36 },
  Pt: { n: 2.07, k: 3.65 },
  Si: { n: 4.08, k: 0.028 },
  Cr: { n: 3.13, k: 3.31 },
  Cu: { n: 1.02, k: 2.58 },
  Co: { n: 2.02, k: 4.06 },
};

/** Apparent height offsets (metres) a material adds in each interferometry mode. */
export interface MaterialOffsets {
  readonly psi: number;
  readonly vsi: number;
}

/** A tabulated material, or the user's own offsets for a material the table lacks. */
export type MaterialChoice = MaterialId | MaterialOffsets;

export type InterferometryMode = 'psi' | 'vsi';

/** Phase change on reflection at normal incidence, radians in [0, π] for k ≥ 0. */
export function phaseOnReflection({ n, k }: ComplexIndex): number {
  return Math.atan2(2 * k, 1 - n * n - k * k);
}

/** The apparent height offset φ·λ/(4π) of a complex index at a wavelength (metres). */
export function apparentHeightOffset(index: ComplexIndex, wavelength = REFERENCE_WAVELENGTH): number {
  return (phaseOnReflection(index) * wavelength) / (4 * Math.PI);
}

export function materialOffsets(choice: MaterialChoice): MaterialOffsets {
  if (typeof choice !== 'string') return choice;
  const offset = apparentHeightOffset(refractiveIndexAt550nm[choice]);
  return { psi: offset, vsi: offset };
}

/**
 * What to add to a measured step (level 2 minus level 1) whose first level is `material1` and
 * second `material2`: (φ1 − φ2)·λ/(4π), i.e. the apparent offsets' difference undone.
 */
export function dissimilarMaterialCorrection(
  material1: MaterialChoice,
  material2: MaterialChoice,
  mode: InterferometryMode,
): number {
  return materialOffsets(material1)[mode] - materialOffsets(material2)[mode];
}
