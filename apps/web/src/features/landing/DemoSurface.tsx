import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { generateDemoSurface } from '@asperity/core';
import { SurfaceViewer, WebGLUnavailableError } from '@asperity/viewer';
import { HERO_EMBED_ASPECT_RATIO } from '@asperity/contract';
import { canUseWebGL } from './webgl.ts';
import { DemoUnavailable } from './DemoUnavailable.tsx';

/**
 * 192² points is enough to show turning marks and dimples crisply in a hero-sized frame, and
 * small enough to generate in a few milliseconds and to stay fluid on software WebGL and phones.
 */
export const DEMO_SURFACE_SIZE = 192;
/** A fixed seed: every visitor (and every screenshot test) sees the same surface. */
export const DEMO_SURFACE_SEED = 25178;

/** The hero's live 3D demo: mounts the real SurfaceViewer on a generated machined surface. */
export function DemoSurface() {
  const intl = useIntl();
  const [failed, setFailed] = useState(() => !canUseWebGL());

  // A ref callback with a cleanup (React 19) rather than an effect: the viewer lives exactly as
  // long as its container node, and a failure can switch to the fallback from the commit phase.
  const mountViewer = useCallback((container: HTMLDivElement | null) => {
    if (!container) return undefined;
    let viewer: SurfaceViewer | undefined;
    try {
      viewer = new SurfaceViewer(container);
      viewer.setSurface(
        generateDemoSurface({ nx: DEMO_SURFACE_SIZE, ny: DEMO_SURFACE_SIZE, seed: DEMO_SURFACE_SEED }),
      );
      viewer.renderNow();
    } catch (error) {
      // The probe can pass and the viewer still fail (context limit reached, GPU process lost,
      // a driver refusing float textures): the visitor gets the explanation, not a blank frame.
      // Only unexpected failures are worth a console entry.
      if (!(error instanceof WebGLUnavailableError)) console.warn('Landing demo could not start:', error);
      disposeQuietly(viewer);
      setFailed(true);
      return undefined;
    }
    return () => disposeQuietly(viewer);
  }, []);

  if (failed) return <DemoUnavailable />;

  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      aria-label={intl.formatMessage({ id: 'landing.hero.demo.label' })}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${HERO_EMBED_ASPECT_RATIO.width} / ${HERO_EMBED_ASPECT_RATIO.height}`,
          borderRadius: 2,
          overflow: 'hidden',
          // The viewer paints a white background; the border keeps the frame visible on a white page.
          border: 1,
          borderColor: 'divider',
          bgcolor: '#ffffff',
          boxShadow: 2,
        }}
      >
        <Box
          ref={mountViewer}
          data-testid="hero-demo"
          // The viewer owns pointer and wheel input inside its canvas; `touch-action: none` keeps
          // a pinch on the demo from zooming the whole page on phones.
          sx={{ position: 'absolute', inset: 0, touchAction: 'none' }}
        />
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.55)',
            pointerEvents: 'none',
          }}
        >
          {intl.formatMessage({ id: 'landing.hero.demo.hint' })}
        </Typography>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'landing.hero.demo.caption' })}
      </Typography>
    </Box>
  );
}

function disposeQuietly(viewer: SurfaceViewer | undefined): void {
  try {
    viewer?.dispose();
  } catch (error) {
    console.warn('Landing demo viewer did not dispose cleanly:', error);
  }
}
