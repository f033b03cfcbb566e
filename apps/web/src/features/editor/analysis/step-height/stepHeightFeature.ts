// The step-height entry of the editor's feature registry: its panel (loaded when first opened) and
// the line, area, edge and rectangles drawn on the 2D view. Gated by the line tool's plan (Basic);
// the rectangles and histogram modes check their own features inside the panel.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { StepHeightOverlay } from './StepHeightOverlay.tsx';

export const stepHeightFeature: FeaturePanelDefinition = {
  id: 'step-height',
  titleId: 'editor.feature.stepHeight',
  feature: 'stepHeightLine',
  Panel: lazy(() => import('./StepHeightPanel.tsx')),
  Overlay: StepHeightOverlay,
};
