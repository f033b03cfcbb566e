// Screen group "editor" (spec part 1 §2): the 3D editor (/image/:fileGuid) and the shared 3D viewer
// (/s/:shareHash[/:slug]). The embeddable viewer has a chunk of its own (screens/embed.tsx).
import { EditorPage } from '../../features/editor/EditorPage.tsx';
import { SharedViewerPage } from '../../features/sharing/viewer/SharedViewerPage.tsx';
import type { ScreenProps } from './ScreenProps.ts';

export default function EditorScreens({ routeId }: ScreenProps) {
  if (routeId === 'image') return <EditorPage />;
  return <SharedViewerPage twoD={false} />;
}
