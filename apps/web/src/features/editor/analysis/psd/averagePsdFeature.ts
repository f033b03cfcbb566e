// The average-PSD entry of the editor's feature registry (its panel, loaded when first opened).
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';

export const averagePsdFeature: FeaturePanelDefinition = {
  id: 'average-psd',
  titleId: 'editor.feature.averagePsd',
  feature: 'averagePsd',
  Panel: lazy(() => import('./PsdPanel.tsx')),
};
