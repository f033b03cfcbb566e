// The embeddable viewer /embed/:id (spec part 1 §2): a chunk of its own (screenGroups.ts
// routeScreens), so a framed embed loads the viewer and not the editor.
import EmbedPage from '../../features/sharing/embed/EmbedPage.tsx';
import type { ScreenProps } from './ScreenProps.ts';

export default function EmbedScreen(_props: ScreenProps) {
  return <EmbedPage />;
}
