// Screen group "editor" (spec part 1 §2): the 3D editor, the shared 3D viewer and the embeddable viewer. Its features arrive with
// later issues; until then each route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function EditorScreens({ routeId }: ScreenProps) {
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
