// Screen group "editor" (spec part 1 §2): the 3D editor (/image/:fileGuid), the shared 3D viewer and
// the embeddable viewer. The shared and embedded viewers arrive with later issues; until then those
// routes say so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { EditorPage } from '../../features/editor/EditorPage.tsx';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function EditorScreens({ routeId }: ScreenProps) {
  if (routeId === 'image') return <EditorPage />;
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
