// Which step-height tool is open (spec part 2 §4: modes line, histogram, rectangles; default line) and
// the tool's reset action, which returns every mode to its defaults.
import { create } from 'zustand';
import type { StepHeightMode } from './stepHeightSettings.ts';
import { useStepHistogramStore } from './useStepHistogramStore.ts';
import { useStepLineStore } from './useStepLineStore.ts';
import { useStepRectanglesStore } from './useStepRectanglesStore.ts';

export interface StepHeightModeState {
  readonly mode: StepHeightMode;
  readonly setMode: (mode: StepHeightMode) => void;
  readonly reset: () => void;
}

export const useStepHeightModeStore = create<StepHeightModeState>()((set) => ({
  mode: 'line',
  setMode: (mode) => set({ mode }),
  reset: () => {
    useStepLineStore.getState().reset();
    useStepRectanglesStore.getState().reset();
    useStepHistogramStore.getState().reset();
    set({ mode: 'line' });
  },
}));
