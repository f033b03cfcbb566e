// State of the grains-and-particles panel (spec part 2 §4): busy on request, cleared on success or
// failure; a threshold change (the threshold or which side of it is a particle) or a viewer reload
// marks the shown data invalid, a successful result makes it valid again. Failures show the generic
// message (part 2 §8), so only the fact of the failure is kept.
import type { GrainsResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { DEFAULT_GRAINS_SETTINGS, type GrainsSettings } from './grainsSettings.ts';

export interface GrainsState {
  readonly settings: GrainsSettings;
  readonly busy: boolean;
  readonly data: GrainsResult | null;
  readonly dataInvalid: boolean;
  readonly error: AnalysisFailure | null;
  readonly query: GrainsSettings | null;
  readonly forkHash: string | null;
  readonly update: (patch: Partial<GrainsSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly viewerReloaded: (forkHash: string) => void;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_GRAINS_SETTINGS,
  busy: false,
  data: null,
  dataInvalid: true,
  error: null,
  query: null,
  forkHash: null,
} as const;

const THRESHOLD_FIELDS = ['particleThresholdPercent', 'definedAsAboveThreshold'] as const;

let latestRequest = 0;

export const useGrainsStore = create<GrainsState>()((set, get) => ({
  ...initial,
  update: (patch) => {
    const settings = { ...get().settings, ...patch };
    const thresholdChanged = THRESHOLD_FIELDS.some((field) => settings[field] !== get().settings[field]);
    set(thresholdChanged ? { settings, dataInvalid: true } : { settings });
  },
  calculate: async (http, target) => {
    const query = get().settings;
    const request = ++latestRequest;
    set({ busy: true, error: null, query, forkHash: target.forkHash });
    try {
      const data = await callEditorAnalysis<GrainsResult>(http, 'grains-and-particles', target, { ...query });
      if (request === latestRequest) set({ data, dataInvalid: false, busy: false });
    } catch (error) {
      if (request !== latestRequest || isAbort(error)) return;
      set({ error: analysisFailure(error), busy: false });
    }
  },
  viewerReloaded: (forkHash) => {
    if (get().forkHash === null || get().forkHash === forkHash) return;
    latestRequest++;
    set({ dataInvalid: true, busy: false, forkHash: null });
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
}));
