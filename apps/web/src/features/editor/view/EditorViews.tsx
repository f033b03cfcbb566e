// The editor's left panel (spec part 2 §2): the 3D view and the 2D colour-map view side by side, or as
// two tabs where the panel is narrow (mobile view, or the right panel taking most of the width).
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import type { OverlayProps } from '../featurePanels.ts';
import { ColorMapView } from './ColorMapView.tsx';
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

export function EditorViews({ tabbed, Overlay, activeFeatureId }: EditorViewsProps) {
  const intl = useIntl();
  const surface = useEditorSurface();
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
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', gap: 1, minHeight: 0 }}>
        {pane('3d')}
        {pane('2d')}
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
