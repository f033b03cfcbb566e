// Screen group "gallery" (spec part 1 §2): the public gallery. Its features arrive with
// later issues; until then each route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function GalleryScreens({ routeId }: ScreenProps) {
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
