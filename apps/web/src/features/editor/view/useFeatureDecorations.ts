// What the active feature adds to the 3D view (spec part 2 §3 general showIntersectionLine and
// showStepPlane): the slice line while the slice or profile-parameters panel (both profile that line) is
// open, the step planes of the step-height panel's result, and what the active tool measures along or
// within (the areal restricted rectangle, the volume polygon, the step-height line, the dimension items). Read from the features' own stores, so the 3D view
// shows exactly what the 2D overlay and the panel show.
import { useMemo } from 'react';
import type { EditorSurface } from '@asperity/contract';
import type { NormalizedLine, NormalizedPath } from '@asperity/viewer';
import { useArealStore } from '../analysis/areal/useArealStore.ts';
import { dimensionPaths, type FittedCircle } from '../analysis/dimension/dimensionPaths.ts';
import { useDimensionStore } from '../analysis/dimension/useDimensionStore.ts';
import { useSliceStore } from '../analysis/slice/useSliceStore.ts';
import { useStepHeightModeStore } from '../analysis/step-height/useStepHeightModeStore.ts';
import { useStepHistogramStore } from '../analysis/step-height/useStepHistogramStore.ts';
import { useStepLineStore } from '../analysis/step-height/useStepLineStore.ts';
import { useStepRectanglesStore } from '../analysis/step-height/useStepRectanglesStore.ts';
import { useVolumeStore } from '../analysis/volume/useVolumeStore.ts';
import { stepPlaneHeights, type StepResult } from './stepPlaneHeights.ts';

/** Feature ids (featurePanels.ts) whose panel works on the slice line. */
export const SLICE_LINE_FEATURES: readonly string[] = ['slice', 'profile-parameters'];
export const STEP_HEIGHT_FEATURE = 'step-height';
export const AREAL_FEATURE = 'areal-parameters';
export const VOLUME_FEATURE = 'volume';
export const DIMENSION_FEATURE = 'dimension';

// A store selector must answer the same object while nothing changed (zustand 5).
const NO_CIRCLES: readonly FittedCircle[] = [];

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

/** The line or area the active tool measures, as paths on the relief, or null for none. */
export function useToolOutline(
  activeFeatureId: string | undefined,
  surface: EditorSurface | undefined,
): NormalizedPath[] | null {
  const areaOfInterest = useArealStore((s) => s.settings.areaOfInterest);
  const rect = useArealStore((s) => s.settings.restrictedArea);
  const polygon = useVolumeStore((s) => s.polylinePoints);
  const stepMode = useStepHeightModeStore((s) => s.mode);
  const l1 = useStepLineStore((s) => s.settings.l1Position);
  const l2 = useStepLineStore((s) => s.settings.l2Position);
  const dimensionItems = useDimensionStore((s) => s.items);
  const circles = useDimensionStore((s) => s.result?.circles ?? NO_CIRCLES);
  const header = surface?.header;
  return useMemo(() => {
    if (activeFeatureId === DIMENSION_FEATURE && header) {
      const extent = {
        width: header.sourceCols * header.pixelSize,
        height: header.sourceRows * header.pixelSizeY,
      };
      const paths = dimensionPaths(dimensionItems, circles, extent);
      return paths.length > 0
        ? paths.map((path) => ({ points: [...path.points], closed: path.closed }))
        : null;
    }
    if (activeFeatureId === STEP_HEIGHT_FEATURE && stepMode === 'line')
      return [{ points: [{ ...l1 }, { ...l2 }], closed: false }];
    if (activeFeatureId === AREAL_FEATURE && areaOfInterest === 'restricted') {
      const { left, top, right, bottom } = rect;
      const corners = [
        { x: left, y: top },
        { x: right, y: top },
        { x: right, y: bottom },
        { x: left, y: bottom },
      ];
      return [{ points: corners, closed: true }];
    }
    if (activeFeatureId === VOLUME_FEATURE && polygon.length >= 2)
      return [{ points: polygon.map((p) => ({ x: p.x, y: p.y })), closed: polygon.length > 2 }];
    return null;
  }, [activeFeatureId, areaOfInterest, rect, polygon, stepMode, l1, l2, dimensionItems, circles, header]);
}
