// Screen group "files" (spec part 1 §2): the own file library and shared folders. Its features arrive with
// later issues; until then each route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function FilesScreens({ routeId }: ScreenProps) {
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
