// The profile parameters of the editor (spec part 2 §3 "Statistics": ISO 4287 amplitude and curves,
// ASME B46.1 2D), one definition each, on a ProfileEvaluation. Clauses cite ISO 4287:1997 (whose
// definitions ISO 21920-2:2021 keeps for these parameters) and ASME B46.1-2019 §1-4.
// Section-based parameters follow ISO 4288:1996 §4.3 / ISO 21920-2:2021: a value defined on one
// sampling length is averaged over the sampling lengths (sections) of the evaluation length.
import { defineParameter, type ParameterDefinition } from '../parameters/define-parameter.ts';
import { maxOf, meanOf, type ProfileEvaluation } from './profile-evaluation.ts';

const sectionPeakMean = (e: ProfileEvaluation): number => meanOf(e.sectionExtremes.peaks);
const sectionValleyMean = (e: ProfileEvaluation): number => meanOf(e.sectionExtremes.valleys);
const sectionHeights = (e: ProfileEvaluation): Float64Array => {
  const { peaks, valleys } = e.sectionExtremes;
  return peaks.map((p, k) => p + (valleys[k] as number));
};

export const profileParameters: readonly ParameterDefinition<ProfileEvaluation>[] = [
  defineParameter({
    id: 'Ra',
    name: 'Arithmetic mean deviation',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.2.1; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition: 'Mean of |Z(x)| over the evaluation length, Z measured from the mean line.',
    choice:
      'Z is relative to the filter mean line (roughness) or the least-squares line (no filter). Gwyddion’s gwy_data_line_get_ra subtracts the profile average instead; identical after levelling.',
    compute: (e) => e.stats.ra,
  }),
  defineParameter({
    id: 'Rq',
    name: 'Root mean square deviation',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.2.2; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition: 'Square root of the mean of Z(x)² over the evaluation length.',
    compute: (e) => e.stats.rq,
  }),
  defineParameter({
    id: 'Rsk',
    name: 'Skewness',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.2.3; same definition in ISO 21920-2:2021',
    kind: 'dimensionless',
    definition: 'Mean of Z(x)³ divided by Rq³.',
    compute: (e) => e.stats.rsk,
  }),
  defineParameter({
    id: 'Rku',
    name: 'Kurtosis',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.2.4; same definition in ISO 21920-2:2021',
    kind: 'dimensionless',
    definition: 'Mean of Z(x)⁴ divided by Rq⁴ (3 for a Gaussian profile, 1.5 for a sine).',
    choice: 'ISO kurtosis, not excess kurtosis: Gwyddion’s gwy_data_line_get_kurtosis returns Rku − 3.',
    compute: (e) => e.stats.rku,
  }),
  defineParameter({
    id: 'Rp',
    name: 'Maximum profile peak height',
    categories: ['iso4287-amplitude'],
    standard: 'ISO 4287:1997 §4.1.1 with ISO 4288:1996 §4.3',
    kind: 'length',
    definition:
      'Height of the highest peak above the mean line in each sampling length, averaged over the sampling lengths.',
    choice:
      'Averaged over sampling lengths as ISO 4288 prescribes, so Rp equals ASME Rpm; the maximum over the whole evaluation length is Rp1max (Gwyddion’s roughness tool calls that Rp).',
    compute: sectionPeakMean,
  }),
  defineParameter({
    id: 'Rv',
    name: 'Maximum profile valley depth',
    categories: ['iso4287-amplitude'],
    standard: 'ISO 4287:1997 §4.1.2 with ISO 4288:1996 §4.3',
    kind: 'length',
    definition:
      'Depth of the deepest valley below the mean line in each sampling length, averaged over the sampling lengths.',
    choice: 'Averaged over sampling lengths (equals ASME Rvm); the evaluation-length maximum is Rv1max.',
    compute: sectionValleyMean,
  }),
  defineParameter({
    id: 'Rz',
    name: 'Maximum height of profile',
    categories: ['iso4287-amplitude'],
    standard: 'ISO 4287:1997 §4.1.3 with ISO 4288:1996 §4.3; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition:
      'Rp + Rv of each sampling length, averaged over the sampling lengths (the ISO Rz, not the DIN/JIS ten-point Rz).',
    compute: (e) => meanOf(sectionHeights(e)),
  }),
  defineParameter({
    id: 'Rt',
    name: 'Total height of profile',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.1.5; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition: 'Highest peak plus deepest valley over the whole evaluation length.',
    compute: (e) => e.stats.max - e.stats.min,
  }),
  defineParameter({
    id: 'Rc',
    name: 'Mean height of profile elements',
    categories: ['iso4287-amplitude'],
    standard: 'ISO 4287:1997 §4.1.4; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition: 'Mean of the heights Zt (peak height plus valley depth) of the profile elements.',
    choice:
      'Elements over the whole evaluation length, height discrimination 10 % of Rz as hysteresis about the mean line, width discrimination 1 % of the sampling length; NaN when no complete element exists.',
    compute: (e) => meanOf(e.profileElements.heights),
  }),
  defineParameter({
    id: 'RSm',
    name: 'Mean width of profile elements',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.3.1; same definition in ISO 21920-2:2021',
    kind: 'length',
    definition:
      'Mean of the widths Xs of the profile elements (distance between successive upward mean-line crossings).',
    choice: 'Same element detection as Rc; crossing positions interpolated linearly between samples.',
    compute: (e) => meanOf(e.profileElements.widths),
  }),
  defineParameter({
    id: 'Rdq',
    name: 'Root mean square slope (RΔq)',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 4287:1997 §4.4.1; same definition in ISO 21920-2:2021',
    kind: 'dimensionless',
    definition: 'Root mean square of the local slope dZ/dX over the evaluation length.',
    choice:
      'Local slope by the seven-point central difference (sixth-order accurate, so a sampled sine gives 2πA/(λ√2)); Gwyddion’s gwy_data_line_get_tan_beta0 uses forward differences, lower by the factor sin(πΔx/λ)/(πΔx/λ) on a sine.',
    compute: (e) => e.rmsSlope(),
  }),
  defineParameter({
    id: 'Rmr',
    name: 'Material ratio of the profile at level c, Rmr(c)',
    categories: ['iso4287-curves'],
    standard: 'ISO 4287:1997 §4.5.1 (Rmr(c)); same definition in ISO 21920-2:2021',
    kind: 'fraction',
    definition: 'Fraction of the evaluation length where the profile is at or above the level c.',
    choice:
      'c is given relative to the mean line (setting materialRatioLevel, default 0: the mean line); the material length is counted in samples. A fraction, never percent.',
    compute: (e) => e.materialRatio(e.materialRatioLevel),
  }),
  defineParameter({
    id: 'Rmax',
    name: 'Maximum roughness depth',
    categories: ['asme-b46.1-2d'],
    standard: 'ASME B46.1-2019 (Rmax); = ISO 21920-2:2021 Rz1max',
    kind: 'length',
    definition: 'Largest of the peak-to-valley heights Rz_i of the sampling lengths.',
    compute: (e) => maxOf(sectionHeights(e)),
  }),
  defineParameter({
    id: 'Rp1max',
    name: 'Largest section peak height',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 21920-2:2021 (Rp1max)',
    kind: 'length',
    definition:
      'Largest of the sampling-length peak heights Rp_i (the highest peak of the evaluation length).',
    compute: (e) => maxOf(e.sectionExtremes.peaks),
  }),
  defineParameter({
    id: 'Rv1max',
    name: 'Largest section valley depth',
    categories: ['iso4287-amplitude', 'asme-b46.1-2d'],
    standard: 'ISO 21920-2:2021 (Rv1max)',
    kind: 'length',
    definition:
      'Largest of the sampling-length valley depths Rv_i (the deepest valley of the evaluation length).',
    compute: (e) => maxOf(e.sectionExtremes.valleys),
  }),
  defineParameter({
    id: 'Rz1max',
    name: 'Largest section maximum height',
    categories: ['iso4287-amplitude'],
    standard: 'ISO 21920-2:2021 (Rz1max)',
    kind: 'length',
    definition: 'Largest of the sampling-length heights Rz_i = Rp_i + Rv_i.',
    compute: (e) => maxOf(sectionHeights(e)),
  }),
  defineParameter({
    id: 'Rpm',
    name: 'Mean peak height',
    categories: ['asme-b46.1-2d'],
    standard: 'ASME B46.1-2019 (Rpm)',
    kind: 'length',
    definition: 'Mean of the sampling-length peak heights Rp_i.',
    choice: 'Gwyddion: gwy_data_line_get_xpm(line, sections, 1).',
    compute: sectionPeakMean,
  }),
  defineParameter({
    id: 'Rvm',
    name: 'Mean valley depth',
    categories: ['asme-b46.1-2d'],
    standard: 'ASME B46.1-2019 (Rvm)',
    kind: 'length',
    definition: 'Mean of the sampling-length valley depths Rv_i.',
    choice: 'Gwyddion: gwy_data_line_get_xvm(line, sections, 1).',
    compute: sectionValleyMean,
  }),
  defineParameter({
    id: 'Rtm',
    name: 'Mean peak-to-valley height',
    categories: ['asme-b46.1-2d'],
    standard: 'ASME B46.1-2019 (Rtm = Rz of ASME)',
    kind: 'length',
    definition: 'Mean of the sampling-length heights Rt_i = Rp_i + Rv_i (equals the ISO Rz).',
    choice: 'Gwyddion: gwy_data_line_get_xtm(line, sections, 1).',
    compute: (e) => meanOf(sectionHeights(e)),
  }),
];
