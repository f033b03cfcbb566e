// The areal-parameters entry of the editor's feature registry: its panel (loaded when first opened)
// and the restricted-area rectangle on the 2D view.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { RestrictedAreaOverlay } from './RestrictedAreaOverlay.tsx';

export const arealParametersFeature: FeaturePanelDefinition = {
  id: 'areal-parameters',
  titleId: 'editor.areal.title',
  feature: 'arealParameters',
  Panel: lazy(() => import('./ArealParametersPanel.tsx')),
  Overlay: RestrictedAreaOverlay,
};
