// The volume entry of the editor's feature registry: its panel (loaded when first opened) and the
// polygon drawn on the 2D view.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { VolumeOverlay } from './VolumeOverlay.tsx';

export const volumeFeature: FeaturePanelDefinition = {
  id: 'volume',
  titleId: 'editor.feature.volume',
  feature: 'volume',
  Panel: lazy(() => import('./VolumePanel.tsx')),
  Overlay: VolumeOverlay,
};
