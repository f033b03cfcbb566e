import Box from '@mui/material/Box';
import { CallToActionSection } from './CallToActionSection.tsx';
import { FeatureSection } from './FeatureSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SpecificationSection } from './SpecificationSection.tsx';

/**
 * The landing page (spec part 1 §2). The staff-picked strip and the community section are left
 * out until the gallery provides real items: an empty or invented strip would mislead. Store
 * badges are left out while there are no store apps to link to.
 */
export function LandingPage() {
  return (
    <Box data-testid="landing-page" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <HeroSection />
      <CallToActionSection />
      <FeatureSection />
      <SpecificationSection />
      <PlansSection />
      <SiteFooter />
    </Box>
  );
}
