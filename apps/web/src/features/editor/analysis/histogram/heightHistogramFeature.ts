// The height-histogram entry of the editor's feature registry (its panel, loaded when first opened).
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';

export const heightHistogramFeature: FeaturePanelDefinition = {
  id: 'height-histogram',
  titleId: 'editor.feature.heightHistogram',
  feature: 'heightHistogram',
  Panel: lazy(() => import('./HeightHistogramPanel.tsx')),
};
