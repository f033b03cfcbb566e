// Screen group "gallery" (spec part 1 §2): the public gallery.
import { GalleryPage } from '../../features/gallery/index.ts';
import type { ScreenProps } from './ScreenProps.ts';

export default function GalleryScreens(_props: ScreenProps) {
  return <GalleryPage />;
}
