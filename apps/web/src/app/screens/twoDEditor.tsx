// Screen group "twoDEditor" (spec part 1 §2): the 2D editor and the shared 2D viewer. Its features arrive with
// later issues; until then each route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function TwoDEditorScreens({ routeId }: ScreenProps) {
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
