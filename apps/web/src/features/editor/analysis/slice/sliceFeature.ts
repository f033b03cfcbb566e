// The slice entry of the editor's feature registry: its panel and the slice line with its markers.
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { SliceOverlay } from './SliceLineOverlay.tsx';

export const sliceFeature: FeaturePanelDefinition = {
  id: 'slice',
  titleId: 'editor.slice.title',
  feature: 'slice',
  Panel: lazy(() => import('./SlicePanel.tsx')),
  Overlay: SliceOverlay,
};
