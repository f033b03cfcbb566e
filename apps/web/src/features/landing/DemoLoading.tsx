import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { HERO_EMBED_ASPECT_RATIO } from '@asperity/contract';

/** Holds the demo's 16:9 place while the viewer chunk loads, so the page does not jump. */
export function DemoLoading() {
  return (
    <Box
      role="status"
      sx={{
        aspectRatio: `${HERO_EMBED_ASPECT_RATIO.width} / ${HERO_EMBED_ASPECT_RATIO.height}`,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <CircularProgress size={32} />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="landing.hero.demo.loading" />
      </Typography>
    </Box>
  );
}
