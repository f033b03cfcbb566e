import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PlanCards } from '../info/index.ts';

/** Plans teaser: the three plans with storage and price, and the way to the full comparison. */
export function PlansSection() {
  return (
    <Box
      component="section"
      data-testid="landing-plans"
      aria-labelledby="landing-plans-title"
      sx={{ py: { xs: 4, md: 8 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Typography id="landing-plans-title" variant="h4" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage id="landing.plans.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="landing.plans.body" />
        </Typography>
        <PlanCards />
        <Link component={RouterLink} to="/plans" sx={{ display: 'inline-block', mt: 3 }}>
          <FormattedMessage id="landing.plans.link" />
        </Link>
      </Container>
    </Box>
  );
}
