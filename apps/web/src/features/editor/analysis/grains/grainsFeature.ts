// The grains-and-particles entry of the editor's feature registry: its panel (loaded when first
// opened) and the particles drawn over the 2D view.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { GrainsOverlay } from './GrainsOverlay.tsx';

export const grainsFeature: FeaturePanelDefinition = {
  id: 'grains-and-particles',
  titleId: 'editor.feature.grains',
  feature: 'particles',
  Panel: lazy(() => import('./GrainsPanel.tsx')),
  Overlay: GrainsOverlay,
};
