// The profile-parameters settings of the panel (spec part 2 §3 "Profile parameters", §5, §9
// defaults: cutoff type CUSTOM, filter spline with the default tension, number of samples 5 in
// 1..100) and the request body they give with the slice line (contract
// analysisContracts['profile-parameters']).
import {
  CUTOFF_LENGTH_TYPES,
  MAX_SECTIONS,
  NUMBER_OF_SAMPLES_TYPES,
  PROFILE_COMPONENTS,
  PROFILE_FILTERS,
} from '@asperity/core';
import { lineRequest, type SliceLine } from '../slice/sliceLine.ts';

export type CutoffLengthType = (typeof CUTOFF_LENGTH_TYPES)[number];
export type NumberOfSamplesType = (typeof NUMBER_OF_SAMPLES_TYPES)[number];
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];
export type ProfileComponent = (typeof PROFILE_COMPONENTS)[number];

export { CUTOFF_LENGTH_TYPES, MAX_SECTIONS, NUMBER_OF_SAMPLES_TYPES, PROFILE_COMPONENTS, PROFILE_FILTERS };

export interface ProfileSettings {
  readonly averageEntire: boolean;
  readonly includeFilter: boolean;
  readonly filter: ProfileFilter;
  readonly component: ProfileComponent;
  readonly cutoffLength: {
    readonly type: CutoffLengthType;
    /** Metres; null = automatic (the profile divided by the number of sampling lengths). */
    readonly customValue: number | null;
  };
  readonly numberOfSamples: { readonly type: NumberOfSamplesType; readonly customValue: number };
  /** The c of Rmr(c), metres relative to the mean line ("material"). */
  readonly materialRatioLevel: number;
}

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  averageEntire: false,
  includeFilter: true,
  filter: 'spline',
  component: 'roughness',
  cutoffLength: { type: 'CUSTOM', customValue: null },
  numberOfSamples: { type: 'max-samples', customValue: 5 },
  materialRatioLevel: 0,
};

export function profileRequest(line: SliceLine, settings: ProfileSettings): Record<string, unknown> {
  const { cutoffLength, ...rest } = settings;
  return {
    line: lineRequest(line),
    ...rest,
    cutoffLength:
      cutoffLength.type === 'CUSTOM' && cutoffLength.customValue !== null
        ? { type: 'CUSTOM', customValue: cutoffLength.customValue }
        : { type: cutoffLength.type },
  };
}
