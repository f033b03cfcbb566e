// State of the areal-parameters panel (spec part 2 §3–§4): the settings, the last result with the
// request it answered, busy and error. The data is invalid while the settings or the surface shown
// (its fork) differ from those of the result: §4 "Areal data becomes invalid when area, material,
// restricted area, spatial threshold or a viewer reload changes; valid on a successful fetch".
import type { ArealParametersResult, StatisticCategory } from '@asperity/core';
import { create } from 'zustand';
import type { HttpClient } from '../../../../app/http.ts';
import {
  analysisFailure,
  isAbort,
  type AnalysisFailure,
} from '../editor-analysis-call/analysisErrorMessageId.ts';
import { callEditorAnalysis, type AnalysisTarget } from '../editor-analysis-call/callEditorAnalysis.ts';
import {
  DEFAULT_AREAL_SETTINGS,
  arealRequest,
  clampRect,
  type ArealSettings,
  type FractionRect,
} from './arealSettings.ts';

export interface ArealState {
  readonly settings: ArealSettings;
  readonly busy: boolean;
  readonly result: ArealParametersResult | null;
  /** requestKey of the settings and surface the result was computed for. */
  readonly resultKey: string | null;
  readonly error: AnalysisFailure | null;
  /** The per-category "All" toggle: every statistic of the category instead of its main ones. */
  readonly showAll: Readonly<Partial<Record<StatisticCategory, boolean>>>;
  readonly update: (patch: Partial<Omit<ArealSettings, 'restrictedArea'>>) => void;
  readonly setRestrictedArea: (rect: FractionRect) => void;
  readonly toggleAll: (category: StatisticCategory) => void;
  readonly calculate: (http: HttpClient, target: AnalysisTarget) => Promise<void>;
  readonly reset: () => void;
}

/** What a result depends on: the surface (file, channel, fork) and the request body. */
export function requestKey(target: AnalysisTarget, settings: ArealSettings): string {
  return JSON.stringify([target.fileGuid, target.channel, target.forkHash, arealRequest(settings)]);
}

/** true when a result is shown but was computed for other settings or another fork. */
export function isDataInvalid(state: ArealState, target: AnalysisTarget): boolean {
  return state.result !== null && state.resultKey !== requestKey(target, state.settings);
}

const initial = {
  settings: DEFAULT_AREAL_SETTINGS,
  busy: false,
  result: null,
  resultKey: null,
  error: null,
  showAll: {},
} as const;

let latestRequest = 0;

export const useArealStore = create<ArealState>()((set, get) => ({
  ...initial,
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  setRestrictedArea: (rect) => set({ settings: { ...get().settings, restrictedArea: clampRect(rect) } }),
  toggleAll: (category) => set({ showAll: { ...get().showAll, [category]: !get().showAll[category] } }),
  calculate: async (http, target) => {
    const settings = get().settings;
    const request = ++latestRequest;
    set({ busy: true, error: null });
    try {
      const result = await callEditorAnalysis<ArealParametersResult>(http, 'areal-parameters', target, {
        ...arealRequest(settings),
      });
      if (request === latestRequest) set({ result, resultKey: requestKey(target, settings), busy: false });
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
