// The embed's 3D view: the shared file's current surface in one SurfaceViewer (packages/viewer),
// drawn with the owner's view settings when they can be read, the defaults otherwise; drag to
// rotate, scroll or pinch to zoom. No editor, panels or settings store: this is the light page other
// sites frame.
import {
  DEFAULT_EDITOR_FILE_SETTINGS,
  EDITOR_SETTINGS_PATHS,
  HISTORY_PATHS,
  editorFileSettingsSchema,
  historyStateSchema,
  type EditorFileSettings,
} from '@asperity/contract';
import { SurfaceViewer, WebGLUnavailableError } from '@asperity/viewer';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { editorApi } from '../../editor/editorApi.ts';
import { resolveGradient } from '../../editor/settings/resolveGradient.ts';
import { surfaceOfEditorSurface, viewerLighting } from '../../editor/view/viewerSettings.ts';
import { HttpError } from '../../../app/http.ts';

/** The embed frame is small: heights at most this many points a side are plenty. */
const EMBED_MAX_SIDE = 512;

export interface EmbedViewerProps {
  readonly shareHash: string;
  readonly transparent: boolean;
  readonly lite: boolean;
}

export function EmbedViewer({ shareHash, transparent, lite }: EmbedViewerProps) {
  const http = useHttpClient();
  const [viewer, setViewer] = useState<SurfaceViewer | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [drawn, setDrawn] = useState(false);

  const history = useQuery({
    queryKey: ['embed', 'history', shareHash],
    queryFn: async ({ signal }) => {
      const result = historyStateSchema.safeParse(
        await http.get<unknown>(HISTORY_PATHS.state, { query: { shareHash }, signal }),
      );
      if (!result.success) throw new HttpError(200, 'something-went-wrong', 'unexpected answer shape');
      return result.data;
    },
    retry: false,
  });
  const settings = useQuery({
    queryKey: ['embed', 'settings', shareHash],
    queryFn: async ({ signal }): Promise<EditorFileSettings> => {
      try {
        const answer = await http.get<unknown>(EDITOR_SETTINGS_PATHS.fileSettings, {
          query: { shareHash },
          signal,
        });
        const result = editorFileSettingsSchema.safeParse(answer);
        return result.success ? result.data : DEFAULT_EDITOR_FILE_SETTINGS;
      } catch {
        return DEFAULT_EDITOR_FILE_SETTINGS;
      }
    },
    retry: false,
  });
  const surface = useQuery({
    queryKey: ['embed', 'surface', shareHash, history.data?.forkHash],
    enabled: history.data !== undefined,
    queryFn: ({ signal }) =>
      editorApi.surface(
        {
          fileGuid: shareHash,
          channel: history.data?.channel ?? 0,
          forkHash: history.data?.forkHash ?? '',
          maxSide: EMBED_MAX_SIDE,
          accessQuery: { shareHash },
        },
        signal,
      ),
    retry: false,
  });

  const mountViewer = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return undefined;
      let created: SurfaceViewer;
      try {
        created = new SurfaceViewer(container, {
          background: transparent ? null : '#ffffff',
          quality: lite ? 'low' : 'high',
          onRender: () => setDrawn(true),
        });
      } catch (error) {
        if (!(error instanceof WebGLUnavailableError)) console.warn('The 3D view could not start:', error);
        setUnavailable(true);
        return undefined;
      }
      setViewer(created);
      return () => {
        created.dispose();
        setViewer(null);
      };
    },
    [transparent, lite],
  );

  useEffect(() => {
    if (!viewer || !surface.data || !settings.data) return;
    const { colorScale, lighting, general } = settings.data;
    viewer.setGradient(resolveGradient(colorScale.gradient, []));
    viewer.setColorRange(colorScale.range);
    viewer.setLighting(viewerLighting(lighting));
    viewer.setHeightScale(general.heightScale);
    viewer.setLateralScale(general.xScale, general.yScale);
    viewer.setFlatShading(general.flatShading);
    viewer.setBox({ visible: general.showBox, opacity: general.boxOpacity });
    viewer.setSurface(surfaceOfEditorSurface(surface.data));
    if (general.cameraData) viewer.setCamera(general.cameraData);
  }, [viewer, surface.data, settings.data]);

  if (unavailable || history.error || surface.error)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="embed-unavailable">
        <FormattedMessage id={unavailable ? 'editor.view.webglUnavailable' : 'sharing.embed.failed'} />
      </Alert>
    );
  return (
    <Box
      ref={mountViewer}
      data-testid="embed-view"
      data-drawn={drawn && surface.data ? 'true' : 'false'}
      sx={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: 'grab' }}
    />
  );
}
