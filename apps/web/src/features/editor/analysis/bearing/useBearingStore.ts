// State of the bearing-ratio panel (spec part 2 §4: busy set on request, cleared on success or
// failure). Display settings change nothing on the server, so only bins and continuousHistogram
// make the shown result stale (`query` is what it was computed with).
import type { BearingRatioResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import {
  DEFAULT_BEARING_SETTINGS,
  bearingRequest,
  type BearingRequestSettings,
  type BearingSettings,
} from './bearingSettings.ts';

export interface BearingState {
  readonly settings: BearingSettings;
  readonly busy: boolean;
  readonly data: BearingRatioResult | null;
  readonly error: AnalysisFailure | null;
  readonly query: BearingRequestSettings | null;
  readonly forkHash: string | null;
  readonly update: (patch: Partial<BearingSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly viewerReloaded: (forkHash: string) => void;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_BEARING_SETTINGS,
  busy: false,
  data: null,
  error: null,
  query: null,
  forkHash: null,
} as const;

let latestRequest = 0;

export const useBearingStore = create<BearingState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target) => {
    const query = bearingRequest(get().settings);
    const request = ++latestRequest;
    set({ busy: true, query, error: null, forkHash: target.forkHash });
    try {
      const data = await callEditorAnalysis<BearingRatioResult>(http, 'bearing-ratio', target, { ...query });
      if (request === latestRequest) set({ data, busy: false });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ error: analysisFailure(error), data: null, busy: false });
    }
  },
  viewerReloaded: (forkHash) => {
    if (get().forkHash === null || get().forkHash === forkHash) return;
    latestRequest++;
    set({ data: null, error: null, busy: false, query: null, forkHash: null });
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
