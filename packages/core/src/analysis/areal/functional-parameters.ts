// Functional parameters of ISO 25178-2:2021 §4.4, read from the areal material ratio curve of the
// heights about their mean (material-ratio.ts; core-roughness.ts for the ISO 13565-2 family). Material
// ratios are fractions (0.1, never 10 %); volumes are m³/m² (ISO's ml/m² is 1e-6 m³/m²). Defaults of
// ISO 25178-3 Table 4: Sxp p = 2.5 %, q = 50 %; Vm and Vv at p = 10 %; Vmp, Vmc, Vvc, Vvv with
// p = 10 %, q = 80 %.
import { defineParameter } from '../parameters/define-parameter.ts';
import type { ArealContext } from './areal-context.ts';

/** The p and q of Vm, Vv, Vmp, Vmc, Vvc, Vvv (ISO 25178-3 Table 4). */
export const P = 0.1;
export const Q = 0.8;
const categories = ['iso25178-functions'] as const;

export const Smr = defineParameter<ArealContext>({
  id: 'Smr',
  name: 'Areal material ratio Smr(c)',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'fraction',
  definition: 'Fraction of the valid points at or above the height c.',
  choice:
    'c is measured from the mean plane (setting materialRatioHeight, default 0 m: the fraction of the surface above its mean), not from the highest peak.',
  compute: (c) => c.curve().ratioAt(c.settings.materialRatioHeight),
});

export const Smc = defineParameter<ArealContext>({
  id: 'Smc',
  name: 'Inverse areal material ratio Smc(mr)',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'length',
  definition: 'The height c, above the mean plane, at which the material ratio equals mr.',
  choice:
    'mr is the setting materialRatio (default 0.1). The curve is linear between the k-th highest point at mr = (k + ½)/n and its neighbours.',
  compute: (c) => c.curve().heightAt(c.settings.materialRatio),
});

export const Sxp = defineParameter<ArealContext>({
  id: 'Sxp',
  name: 'Peak extreme height',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'length',
  definition:
    'Smc(p) − Smc(q) with p = 2.5 % and q = 50 %: the height from the median to the peaks, excluding the top 2.5 %.',
  compute: (c) => c.curve().heightAt(0.025) - c.curve().heightAt(0.5),
});

export const Sk = defineParameter<ArealContext>({
  id: 'Sk',
  name: 'Core height',
  categories,
  standard: 'ISO 25178-2:2021 §4.4; construction of ISO 13565-2:1996 §4',
  kind: 'length',
  definition:
    'Height of the core: the equivalent straight line (the secant of the material ratio curve spanning 40 % of material ratio with the smallest gradient) between mr = 0 and mr = 100 %.',
  choice:
    'The secant is searched on a 0.1 % grid of material ratio, as ISO 13565-2 specifies (no least-squares fit). Tie-break (the standard gives none): secants whose gradient is within 1e-9 of the height range of the least count as equal and the one nearest mr = 0 wins, so a symmetric sinusoid (equal least gradients at both ends of its curve) always gets its core from the highest peak down: Smr1 = 0 (one point), Spk = 0, Sk = A·(1 − cos 0.4π)/0.4 = 1.7275·A, Smr2 = arccos(1 − Sk/A)/π, Svk from the dales — never flipping to the other end on a rounding. Checked against closed forms: a Gaussian curve gives Sk = 2·probit(0.7)/0.4·σ = 2.622σ, Smr1 = 1 − Φ(Sk/2σ) = 0.0949, Spk = Svk = 2(φ(t) − t·Smr1)/Smr1·σ with t = Sk/2σ, and the V parameters their normal-integral values (packages/core/src/analysis/areal/core-roughness.test.ts; Gwyddion 2.62’s library has no Sk family to compare with).',
  compute: (c) => c.core().Sk,
});

export const Spk = defineParameter<ArealContext>({
  id: 'Spk',
  name: 'Reduced peak height',
  categories,
  standard: 'ISO 25178-2:2021 §4.4; construction of ISO 13565-2:1996 §4',
  kind: 'length',
  definition:
    'Height of the triangle with base Smr1 and the same area as the peaks above the core: 2·A1/Smr1.',
  compute: (c) => c.core().Spk,
});

export const Svk = defineParameter<ArealContext>({
  id: 'Svk',
  name: 'Reduced dale height',
  categories,
  standard: 'ISO 25178-2:2021 §4.4; construction of ISO 13565-2:1996 §4',
  kind: 'length',
  definition:
    'Height of the triangle with base 1 − Smr2 and the same area as the dales below the core: 2·A2/(1 − Smr2).',
  compute: (c) => c.core().Svk,
});

export const Smr1 = defineParameter<ArealContext>({
  id: 'Smr1',
  name: 'Peak material ratio',
  categories,
  standard: 'ISO 25178-2:2021 §4.4; construction of ISO 13565-2:1996 §4',
  kind: 'fraction',
  definition: 'Material ratio where the top of the core (the equivalent line at mr = 0) cuts the curve.',
  compute: (c) => c.core().Smr1,
});

export const Smr2 = defineParameter<ArealContext>({
  id: 'Smr2',
  name: 'Dale material ratio',
  categories,
  standard: 'ISO 25178-2:2021 §4.4; construction of ISO 13565-2:1996 §4',
  kind: 'fraction',
  definition:
    'Material ratio where the bottom of the core (the equivalent line at mr = 100 %) cuts the curve.',
  compute: (c) => c.core().Smr2,
});

export const Vm = defineParameter<ArealContext>({
  id: 'Vm',
  name: 'Material volume Vm(p)',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition:
    'Volume of material per unit area above the height at material ratio p = 10 %: ∫₀ᵖ (h(mr) − h(p)) dmr.',
  compute: (c) => c.curve().materialVolume(P),
});

export const Vv = defineParameter<ArealContext>({
  id: 'Vv',
  name: 'Void volume Vv(p)',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition:
    'Volume of void per unit area below the height at material ratio p = 10 %: ∫ₚ¹ (h(p) − h(mr)) dmr.',
  compute: (c) => c.curve().voidVolume(P),
});

export const Vmp = defineParameter<ArealContext>({
  id: 'Vmp',
  name: 'Peak material volume',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition: 'Vm(p) with p = 10 %.',
  compute: (c) => c.curve().materialVolume(P),
});

export const Vmc = defineParameter<ArealContext>({
  id: 'Vmc',
  name: 'Core material volume',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition: 'Vm(q) − Vm(p) with p = 10 %, q = 80 %.',
  compute: (c) => c.curve().materialVolume(Q) - c.curve().materialVolume(P),
});

export const Vvc = defineParameter<ArealContext>({
  id: 'Vvc',
  name: 'Core void volume',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition: 'Vv(p) − Vv(q) with p = 10 %, q = 80 %.',
  compute: (c) => c.curve().voidVolume(P) - c.curve().voidVolume(Q),
});

export const Vvv = defineParameter<ArealContext>({
  id: 'Vvv',
  name: 'Dale void volume',
  categories,
  standard: 'ISO 25178-2:2021 §4.4 (functional parameters)',
  kind: 'volume-per-area',
  definition: 'Vv(q) with q = 80 %.',
  compute: (c) => c.curve().voidVolume(Q),
});

export const functionalParameters = [
  Smr,
  Smc,
  Sxp,
  Sk,
  Spk,
  Svk,
  Smr1,
  Smr2,
  Vm,
  Vv,
  Vmp,
  Vmc,
  Vvc,
  Vvv,
] as const;
