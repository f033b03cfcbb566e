// THE registry of the editor's right-panel features (spec part 2 §2, §4–§5): one line per feature.
// The editor lists them in this order, opens the active one's Panel, and draws its Overlay above the
// 2D colour map. Each feature keeps its own state (its own store or component state).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { FeatureId } from '@asperity/contract';
import { arealParametersFeature } from './analysis/areal/arealFeature.ts';
import { dimensionFeature } from './analysis/dimension/dimensionFeature.ts';
import { profileParametersFeature } from './analysis/profile/profileFeature.ts';
import { sliceFeature } from './analysis/slice/sliceFeature.ts';
import { averagePsdFeature } from './analysis/psd/averagePsdFeature.ts';
import { bearingRatioFeature } from './analysis/bearing/bearingRatioFeature.ts';
import { grainsFeature } from './analysis/grains/grainsFeature.ts';
import { heightHistogramFeature } from './analysis/histogram/heightHistogramFeature.ts';
import { stepHeightFeature } from './analysis/step-height/stepHeightFeature.ts';
import { volumeFeature } from './analysis/volume/volumeFeature.ts';

/**
 * What an Overlay receives. It renders its own <svg> (position absolute, inset 0): the editor places it
 * in a box exactly over the drawn colour map, so that <svg> takes pointers anywhere over the map. Normalised points: x = 0..1 from column 0, y = 0..1 from row 0 (drawn at the
 * top, y down), the coordinates of the contract's profile lines and areas of interest.
 */
export interface OverlayProps {
  /** Size of the 2D view in CSS px; points are given normalised (0..1 of width/height, y down). */
  readonly width: number;
  readonly height: number;
  readonly toPx: (p: { x: number; y: number }) => { x: number; y: number };
  readonly fromPx: (p: { x: number; y: number }) => { x: number; y: number };
}

export interface FeaturePanelDefinition {
  /** Stable id, e.g. 'areal-parameters'. */
  readonly id: string;
  /** react-intl message id of the feature's title. */
  readonly titleId: string;
  /** Plan gate (contract featureGates). */
  readonly feature: FeatureId;
  readonly Panel: LazyExoticComponent<ComponentType> | ComponentType;
  /** Drawn as an <svg> layer above the 2D colour map while this feature is active (slice line,
   *  restricted-area rectangle, polygon, step lines, dimension items, particle overlay). */
  readonly Overlay?: ComponentType<OverlayProps>;
}

export const featurePanels: readonly FeaturePanelDefinition[] = [
  averagePsdFeature,
  arealParametersFeature,
  bearingRatioFeature,
  dimensionFeature,
  grainsFeature,
  heightHistogramFeature,
  profileParametersFeature,
  sliceFeature,
  stepHeightFeature,
  volumeFeature,
];
