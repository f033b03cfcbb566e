// State of the step-height histogram tool (spec part 2 §4 "Histogram request: busy true with query
// set; result stored, error cleared, busy false at the end; on failure the error is stored").
// POST /api/editor/step-height/histogram; "NaN" strings in the answer become numbers (§7).
import type { StepHeightHistogramResult } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import { hasStepHeight, STEP_HEIGHT_MISSING_FAILURE } from './requireStepHeight.ts';
import { DEFAULT_HISTOGRAM_SETTINGS, type HistogramSettings } from './stepHeightSettings.ts';

export interface StepHistogramState {
  readonly settings: HistogramSettings;
  readonly busy: boolean;
  readonly query: HistogramSettings | null;
  readonly result: StepHeightHistogramResult | null;
  readonly error: AnalysisFailure | null;
  readonly update: (patch: Partial<HistogramSettings>) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly reset: () => void;
}

const initial = {
  settings: DEFAULT_HISTOGRAM_SETTINGS,
  busy: false,
  query: null,
  result: null,
  error: null,
} as const;

let latestRequest = 0;

export const useStepHistogramStore = create<StepHistogramState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  calculate: async (http, target) => {
    const query = get().settings;
    const request = ++latestRequest;
    set({ busy: true, query });
    try {
      const answer = await callEditorAnalysis<unknown>(http, 'step-height-histogram', target, { ...query });
      if (request !== latestRequest) return;
      if (hasStepHeight(answer))
        set({ result: answer as StepHeightHistogramResult, error: null, busy: false });
      else set({ result: null, error: STEP_HEIGHT_MISSING_FAILURE, busy: false });
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
