import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/index.ts';

// Literal ids (not built from the variant) so a search for an id finds where it is used.
const variants = {
  signedOut: {
    to: '/sign-up',
    title: 'landing.cta.signedOut.title',
    body: 'landing.cta.signedOut.body',
    button: 'landing.cta.signedOut.button',
  },
  signedIn: {
    to: '/images',
    title: 'landing.cta.signedIn.title',
    body: 'landing.cta.signedIn.body',
    button: 'landing.cta.signedIn.button',
  },
} as const;

/** Sign-up for visitors, the library for signed-in users (spec part 1 §2 "Landing page"). */
export function CallToActionSection() {
  const { status } = useSession();
  // While the session is still loading, sign-up is shown: the page must not wait for the server,
  // and a first-time visitor is the one who needs the call to action most.
  const variant = variants[status === 'signed-in' ? 'signedIn' : 'signedOut'];

  return (
    <Box
      component="section"
      data-testid="landing-cta"
      aria-labelledby="landing-cta-title"
      sx={{ py: { xs: 4, md: 6 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="landing-cta-title" variant="h4" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage id={variant.title} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id={variant.body} />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={variant.to}
            variant="contained"
            size="large"
            data-testid="landing-cta-button"
          >
            <FormattedMessage id={variant.button} />
          </Button>
          <Button component={RouterLink} to="/help" variant="outlined" size="large">
            <FormattedMessage id="landing.cta.help" />
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
