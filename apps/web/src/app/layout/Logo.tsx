// The Asperity wordmark: a stylised surface profile (peaks and valleys — the asperities) beside
// the name, as one SVG so it stays sharp at every size.
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export interface LogoProps {
  readonly height?: number;
}

export function Logo({ height = 28 }: LogoProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'app.name' });
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={intl.formatMessage({ id: 'nav.home' })}
      data-testid="logo"
      sx={{ display: 'inline-flex', alignItems: 'center', color: 'primary.main', textDecoration: 'none' }}
    >
      <svg
        role="img"
        aria-label={name}
        viewBox="0 0 176 36"
        height={height}
        width={(height * 176) / 36}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title>{name}</title>
        <rect x="1" y="3" width="34" height="30" rx="7" fill="currentColor" />
        <path
          d="M5 24 L9 17 L12 21 L15 10 L18 19 L21 14 L24 22 L27 12 L31 24"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <path d="M5 28 H31" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1.6" strokeLinecap="round" />
        <text
          x="44"
          y="26"
          fill="currentColor"
          fontFamily="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="22"
          fontWeight="700"
          letterSpacing="0.3"
        >
          Asperity
        </text>
      </svg>
    </Box>
  );
}
