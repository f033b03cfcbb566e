// The profile-parameters entry of the editor's feature registry: its panel and the slice line it
// evaluates (without the slice's markers).
import { lazy } from 'react';
import type { FeaturePanelDefinition } from '../../featurePanels.ts';
import { ProfileLineOverlay } from '../slice/SliceLineOverlay.tsx';

export const profileParametersFeature: FeaturePanelDefinition = {
  id: 'profile-parameters',
  titleId: 'editor.profile.title',
  feature: 'profileParameters',
  Panel: lazy(() => import('./ProfileParametersPanel.tsx')),
  Overlay: ProfileLineOverlay,
};
