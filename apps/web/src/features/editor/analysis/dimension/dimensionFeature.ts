// The dimension entry of the editor's feature registry: its panel and the items drawn on the 2D view.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { DimensionOverlay } from './DimensionOverlay.tsx';

export const dimensionFeature: FeaturePanelDefinition = {
  id: 'dimension',
  titleId: 'editor.dimension.title',
  feature: 'dimension',
  Panel: lazy(() => import('./DimensionPanel.tsx')),
  Overlay: DimensionOverlay,
};
