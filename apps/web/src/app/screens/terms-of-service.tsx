// Screen group "terms-of-service" (spec part 1 §2).
import { TermsOfServicePage } from '../../features/info/index.ts';
import { SiteFooter } from '../../features/landing/index.ts';
import type { ScreenProps } from './ScreenProps.ts';

export default function TermsOfServiceScreens(_props: ScreenProps) {
  return (
    <>
      <TermsOfServicePage />
      <SiteFooter />
    </>
  );
}
