// What the active feature adds to the 3D view (spec part 2 §3 general showIntersectionLine and
// showStepPlane): the slice line while the slice or profile-parameters panel (both profile that line) is
// open, and the step planes of the step-height panel's result. Read from the features' own stores, so
// the 3D view shows exactly what the 2D overlay and the panel show.
import { useMemo } from 'react';
import type { EditorSurface } from '@asperity/contract';
import type { NormalizedLine } from '@asperity/viewer';
import { useSliceStore } from '../analysis/slice/useSliceStore.ts';
import { useStepHeightModeStore } from '../analysis/step-height/useStepHeightModeStore.ts';
import { useStepHistogramStore } from '../analysis/step-height/useStepHistogramStore.ts';
import { useStepLineStore } from '../analysis/step-height/useStepLineStore.ts';
import { useStepRectanglesStore } from '../analysis/step-height/useStepRectanglesStore.ts';
import { stepPlaneHeights, type StepResult } from './stepPlaneHeights.ts';

/** Feature ids (featurePanels.ts) whose panel works on the slice line. */
export const SLICE_LINE_FEATURES: readonly string[] = ['slice', 'profile-parameters'];
export const STEP_HEIGHT_FEATURE = 'step-height';

/** The slice line for the viewer, or null when it is not to be drawn. */
export function useIntersectionLine(
  activeFeatureId: string | undefined,
  show: boolean,
): NormalizedLine | null {
  const line = useSliceStore((s) => s.line);
  const drawn = show && activeFeatureId !== undefined && SLICE_LINE_FEATURES.includes(activeFeatureId);
  return useMemo(() => (drawn ? { start: line.start, end: line.end } : null), [drawn, line]);
}

/** Heights (metres) of the step planes, or null when none are to be drawn. */
export function useStepPlanes(
  activeFeatureId: string | undefined,
  show: boolean,
  surface: EditorSurface | undefined,
): number[] | null {
  const mode = useStepHeightModeStore((s) => s.mode);
  const line = useStepLineStore((s) => s.result);
  const rectangles = useStepRectanglesStore((s) => s.result);
  const histogram = useStepHistogramStore((s) => s.result);
  const drawn = show && activeFeatureId === STEP_HEIGHT_FEATURE;
  return useMemo(() => {
    if (!drawn) return null;
    const step: StepResult | null =
      mode === 'line'
        ? line && { mode, result: line }
        : mode === 'rectangles'
          ? rectangles && { mode, result: rectangles }
          : histogram && { mode, result: histogram };
    return step ? stepPlaneHeights(step, surface) : null;
  }, [drawn, mode, line, rectangles, histogram, surface]);
}
