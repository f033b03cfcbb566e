// The bearing-ratio entry of the editor's feature registry (its panel, loaded when first opened).
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';

export const bearingRatioFeature: FeaturePanelDefinition = {
  id: 'bearing-ratio',
  titleId: 'editor.feature.bearingRatio',
  feature: 'bearingRatio',
  Panel: lazy(() => import('./BearingRatioPanel.tsx')),
};
