// Shown until the consent cookie equals "accepted"; accepting stores it (spec part 1 §4).
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from './bannerCookies.ts';
import { readCookie, writeCookie } from './cookies.ts';

export function CookieConsentBanner() {
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) === CONSENT_ACCEPTED);
  if (accepted) return null;
  const accept = () => {
    writeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED);
    setAccepted(true);
  };
  return (
    <Paper
      data-testid="cookie-consent"
      role="region"
      elevation={6}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 320px' }}>
        <FormattedMessage id="cookieConsent.text" />{' '}
        <Link component={RouterLink} to="/cookie-policy">
          <FormattedMessage id="cookieConsent.policy" />
        </Link>
      </Typography>
      <Box>
        <Button variant="contained" onClick={accept} data-testid="cookie-consent-accept">
          <FormattedMessage id="cookieConsent.accept" />
        </Button>
      </Box>
    </Paper>
  );
}
