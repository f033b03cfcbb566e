// State of the profile-parameters panel (spec part 2 §3–§4): settings, result, busy, error. The data
// is invalid while the settings, the slice line or the surface shown differ from the result's (§4
// "Profile data becomes invalid on a change to material, average-entire, cutoff length, include
// filter, slice type or position, or a reload").
import type { ProfileParametersResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import type { SliceLine } from '../slice/sliceLine.ts';
import { DEFAULT_PROFILE_SETTINGS, profileRequest, type ProfileSettings } from './profileSettings.ts';

export interface ProfileParametersState {
  readonly settings: ProfileSettings;
  readonly busy: boolean;
  readonly result: ProfileParametersResult | null;
  readonly resultKey: string | null;
  readonly error: AnalysisFailure | null;
  readonly update: (patch: Partial<ProfileSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget, line: SliceLine) => Promise<void>;
  readonly reset: () => void;
}

export function profileKey(target: AnalysisTarget, line: SliceLine, settings: ProfileSettings): string {
  return JSON.stringify([target.fileGuid, target.channel, target.forkHash, profileRequest(line, settings)]);
}

const initial = {
  settings: DEFAULT_PROFILE_SETTINGS,
  busy: false,
  result: null,
  resultKey: null,
  error: null,
} as const;

let latestRequest = 0;

export const useProfileParametersStore = create<ProfileParametersState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target, line) => {
    const settings = get().settings;
    const request = ++latestRequest;
    set({ busy: true, error: null });
    try {
      const result = await callEditorAnalysis<ProfileParametersResult>(
        http,
        'profile-parameters',
        target,
        profileRequest(line, settings),
      );
      if (request === latestRequest)
        set({ result, resultKey: profileKey(target, line, settings), busy: false });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ error: analysisFailure(error), busy: false });
    }
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
