// Screen group "twoDEditor" (spec part 1 §2): the 2D editor and the shared 2D viewer. The 2D editor
// arrives with a later issue; until then its route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { SharedViewerPage } from '../../features/sharing/viewer/SharedViewerPage.tsx';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function TwoDEditorScreens({ routeId }: ScreenProps) {
  if (routeId === 'shared-2d-image' || routeId === 'shared-2d-image-slug') return <SharedViewerPage twoD />;
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
