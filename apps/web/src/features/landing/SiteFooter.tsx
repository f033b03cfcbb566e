import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

const links = [
  { to: '/plans', label: 'landing.footer.plans' },
  { to: '/help', label: 'landing.footer.help' },
  { to: '/specification', label: 'landing.footer.specification' },
  { to: '/privacy-policy', label: 'landing.footer.privacy' },
  { to: '/terms-of-service', label: 'landing.footer.terms' },
  { to: '/cookie-policy', label: 'landing.footer.cookies' },
] as const;

/** The site footer: information pages, copyright and licence. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ py: 4, mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Box component="nav" aria-label={intl.formatMessage({ id: 'landing.footer.label' })}>
          <Stack
            component="ul"
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="text.primary" underline="hover">
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          <FormattedMessage id="landing.footer.tagline" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="landing.footer.copyright" />
          {' · '}
          <FormattedMessage id="landing.footer.license" />
        </Typography>
      </Container>
    </Box>
  );
}
