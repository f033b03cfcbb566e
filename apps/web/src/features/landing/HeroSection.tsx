import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { DemoErrorBoundary } from './DemoErrorBoundary.tsx';
import { DemoLoading } from './DemoLoading.tsx';

// three.js is most of the viewer's weight: as its own chunk the demo loads after the headline and
// the call to action have painted, instead of holding them back.
const DemoSurface = lazy(() =>
  import('./DemoSurface.tsx').then((module) => ({ default: module.DemoSurface })),
);

export function HeroSection() {
  return (
    <Box
      component="section"
      data-testid="landing-hero"
      aria-labelledby="landing-hero-title"
      sx={{ py: { xs: 4, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography
              id="landing-hero-title"
              variant="h3"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}
            >
              <FormattedMessage id="landing.hero.title" />
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 2 }}>
              <FormattedMessage id="landing.hero.subtitle" />
            </Typography>
            <Typography variant="overline" component="p" color="primary">
              <FormattedMessage id="landing.hero.tagline" />
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <DemoErrorBoundary>
              <Suspense fallback={<DemoLoading />}>
                <DemoSurface />
              </Suspense>
            </DemoErrorBoundary>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
