// State of the average-PSD panel (spec part 2 §4 "Average PSD: busy true with query, then data or
// error, then busy false"). `query` is the settings of the answer shown or awaited; `forkHash` the
// fork it was computed on, so a result of another fork is not shown as this one's.
import type { AveragePsdResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { DEFAULT_PSD_SETTINGS, type PsdSettings } from './psdSettings.ts';

export interface PsdState {
  readonly settings: PsdSettings;
  readonly busy: boolean;
  readonly data: AveragePsdResult | null;
  readonly error: AnalysisFailure | null;
  readonly query: PsdSettings | null;
  readonly forkHash: string | null;
  readonly update: (patch: Partial<PsdSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  /** The viewer shows another fork: the result of the previous one no longer applies. */
  readonly viewerReloaded: (forkHash: string) => void;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_PSD_SETTINGS,
  busy: false,
  data: null,
  error: null,
  query: null,
  forkHash: null,
} as const;

let latestRequest = 0;

export const usePsdStore = create<PsdState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target) => {
    const query = get().settings;
    const request = ++latestRequest;
    set({ busy: true, query, error: null, forkHash: target.forkHash });
    try {
      const data = await callEditorAnalysis<AveragePsdResult>(http, 'average-psd', target, { ...query });
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
