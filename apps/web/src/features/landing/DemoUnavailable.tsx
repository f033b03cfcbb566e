import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { FormattedMessage } from 'react-intl';
import { HERO_EMBED_ASPECT_RATIO } from '@asperity/contract';

/** Shown in place of the live demo when WebGL is missing or the viewer could not start. */
export function DemoUnavailable() {
  return (
    <Box
      role="status"
      data-testid="hero-demo-unavailable"
      sx={{
        aspectRatio: `${HERO_EMBED_ASPECT_RATIO.width} / ${HERO_EMBED_ASPECT_RATIO.height}`,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        // Long translations must not overflow the 16:9 frame on a 375 px phone.
        overflow: 'auto',
      }}
    >
      <ViewInArOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="landing.hero.demo.unavailable.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="landing.hero.demo.unavailable.body" />
      </Typography>
    </Box>
  );
}
