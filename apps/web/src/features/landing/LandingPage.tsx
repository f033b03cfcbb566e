import Box from '@mui/material/Box';
import { StaffPicksStrip } from '../gallery/index.ts';
import { CallToActionSection } from './CallToActionSection.tsx';
import { FeatureSection } from './FeatureSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SpecificationSection } from './SpecificationSection.tsx';

/**
 * The landing page (spec part 1 §2). The strip of 3 staff-picked gallery items shows only when
 * staff picked some (an empty or invented strip would mislead). Store badges are left out while
 * there are no store apps to link to.
 */
export function LandingPage() {
  return (
    <Box data-testid="landing-page" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <HeroSection />
      <CallToActionSection />
      <StaffPicksStrip />
      <FeatureSection />
      <SpecificationSection />
      <PlansSection />
      <SiteFooter />
    </Box>
  );
}
