import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { BrowserList, FormatFamilyList } from '../info/index.ts';

/** Supported file formats and browsers (spec part 1 §2, landing section "specification"). */
export function SpecificationSection() {
  return (
    <Box
      component="section"
      data-testid="landing-specification"
      aria-labelledby="landing-specification-title"
      sx={{ py: { xs: 4, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="landing-specification-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 600, mb: 3 }}
        >
          <FormattedMessage id="landing.specification.title" />
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              <FormattedMessage id="landing.specification.formats.title" />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <FormattedMessage id="landing.specification.formats.body" />
            </Typography>
            <FormatFamilyList />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              <FormattedMessage id="landing.specification.browsers.title" />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <FormattedMessage id="landing.specification.browsers.body" />
            </Typography>
            <BrowserList />
            <Link component={RouterLink} to="/specification" sx={{ display: 'inline-block', mt: 3 }}>
              <FormattedMessage id="landing.specification.link" />
            </Link>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
