// Screen group "landing" (spec part 1 §2): the landing page.
import { LandingPage } from '../../features/landing/index.ts';
import type { ScreenProps } from './ScreenProps.ts';

export default function LandingScreens(_props: ScreenProps) {
  return <LandingPage />;
}
