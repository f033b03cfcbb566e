// The editor's left panel (spec part 2 §2): the 3D view and the 2D colour-map view side by side or one
// above the other (whichever gives the surface more room, viewsArrangement), or as two tabs where the
// panel is narrow (mobile view, or the right panel taking most of the width). A single profile (one
// row) is shown as a profile chart instead (issue 15 item 12).
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import type { OverlayProps } from '../featurePanels.ts';
import { ColorMapView } from './ColorMapView.tsx';
import { isSingleProfile, ProfileView } from './ProfileView.tsx';
import { physicalAspect } from './useDrawnColorMap.ts';
import { viewsArrangement } from './viewsArrangement.ts';
import { SurfaceView3D } from './SurfaceView3D.tsx';
import { useEditorSurface } from './useEditorSurface.ts';

export type ViewTab = '3d' | '2d';

export interface EditorViewsProps {
  /** Side by side when false, tabs when true. */
  readonly tabbed: boolean;
  /** The active feature's overlay on the 2D view (it switches a tabbed panel to the 2D view). */
  readonly Overlay?: ComponentType<OverlayProps> | undefined;
  /** The active feature's id: the 3D view draws the slice line or step planes for it. */
  readonly activeFeatureId?: string | undefined;
}

function useBoxSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function EditorViews({ tabbed: narrow, Overlay, activeFeatureId }: EditorViewsProps) {
  const intl = useIntl();
  const surface = useEditorSurface();
  const viewsRef = useRef<HTMLDivElement>(null);
  const size = useBoxSize(viewsRef);
  const profile = isSingleProfile(surface.data);
  const tabbed = narrow && !profile;
  const arrangement = viewsArrangement(size.width, size.height, physicalAspect(surface.data));
  const [chosenTab, setTab] = useState<ViewTab>('3d');
  // A feature drawing on the 2D view needs it visible.
  const tab: ViewTab = Overlay ? '2d' : chosenTab;

  const pane = (which: ViewTab) => (
    <Box
      key={which}
      data-testid={`editor-view-${which}`}
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        minHeight: 240,
        display: tabbed && tab !== which ? 'none' : 'block',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {which === '3d' ? (
        <SurfaceView3D surface={surface.data} activeFeatureId={activeFeatureId} />
      ) : (
        <ColorMapView surface={surface.data} Overlay={Overlay} />
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {tabbed && (
        <Tabs
          value={tab}
          onChange={(_, value: ViewTab) => setTab(value)}
          aria-label={intl.formatMessage({ id: 'editor.view.tabs' })}
        >
          <Tab value="3d" label={<FormattedMessage id="editor.view.3d" />} data-testid="editor-tab-3d" />
          <Tab value="2d" label={<FormattedMessage id="editor.view.2d" />} data-testid="editor-tab-2d" />
        </Tabs>
      )}
      {surface.isError && (
        <Alert severity="error" sx={{ m: 1 }} data-testid="editor-surface-error">
          <FormattedMessage id="editor.view.loadFailed" />
        </Alert>
      )}
      <Box
        ref={viewsRef}
        data-arrangement={profile ? 'profile' : tabbed ? 'tabs' : arrangement}
        sx={{
          position: 'relative',
          flex: 1,
          display: 'flex',
          flexDirection: !tabbed && arrangement === 'column' ? 'column' : 'row',
          gap: 1,
          minHeight: 0,
        }}
      >
        {profile && surface.data ? (
          <Box sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 240 }}>
            <ProfileView surface={surface.data} />
          </Box>
        ) : (
          <>
            {pane('3d')}
            {pane('2d')}
          </>
        )}
        {surface.isPending && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            <ProgressIndicator />
          </Box>
        )}
      </Box>
    </Box>
  );
}
