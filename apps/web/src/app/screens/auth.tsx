// Screen group "auth" (spec part 1 §2): sign-in, sign-up, password reset and e-mail confirmation. Its features arrive with
// later issues; until then each route says so honestly.
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

export default function AuthScreens({ routeId }: ScreenProps) {
  return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
}
