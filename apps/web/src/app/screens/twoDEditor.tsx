// Screen group "twoDEditor" (spec part 1 §2): the 2D editor (/2d-image/:fileGuid, issue 19 item 5)
// and the shared 2D viewer.
import { TwoDEditorPage } from '../../features/editor-2d/index.ts';
import { SharedViewerPage } from '../../features/sharing/viewer/SharedViewerPage.tsx';
import type { ScreenProps } from './ScreenProps.ts';

export default function TwoDEditorScreens({ routeId }: ScreenProps) {
  if (routeId === 'shared-2d-image' || routeId === 'shared-2d-image-slug') return <SharedViewerPage twoD />;
  return <TwoDEditorPage />;
}
