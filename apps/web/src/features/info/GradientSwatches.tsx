import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { GRADIENT_NAMES, GRADIENTS, type ColorGradient, type GradientName } from '@asperity/core';
import type { InfoMessageId } from './i18n/en.ts';

const gradientNameIds: Readonly<Record<GradientName, InfoMessageId>> = {
  rainbow: 'info.gradient.rainbow',
  'blue-white': 'info.gradient.blue-white',
  'black-white': 'info.gradient.black-white',
  'darkblue-lightblue': 'info.gradient.darkblue-lightblue',
  'black-brown-orange-yellow': 'info.gradient.black-brown-orange-yellow',
  'black-red-yellow': 'info.gradient.black-red-yellow',
  'black-brown-yellow': 'info.gradient.black-brown-yellow',
};

/** The same stops the viewer uses, as a CSS gradient: what you see here is what the 3D view shows. */
function cssGradient(gradient: ColorGradient): string {
  const stops = gradient.stops.map((s) => `rgba(${s.r}, ${s.g}, ${s.b}, ${s.a}) ${s.stop * 100}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

export function GradientSwatches() {
  return (
    <Box
      component="ul"
      data-testid="gradient-swatches"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {GRADIENT_NAMES.map((name) => (
        <Box component="li" key={name} data-testid={`gradient-${name}`}>
          <Box
            aria-hidden
            sx={{
              height: 16,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              background: cssGradient(GRADIENTS[name]),
            }}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <FormattedMessage id={gradientNameIds[name]} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
