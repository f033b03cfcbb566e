// The editor's layout (spec part 2 §2): left panel (3D + 2D views) and right panel (features and
// settings), shown both, left only or right only by the two toggles, with a draggable divider for the
// primary (left) panel's share; in mobile view the two panels are stacked.
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import VerticalSplitOutlined from '@mui/icons-material/VerticalSplitOutlined';
import { Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMobileView } from '../../app/useMobileView.ts';
import { featurePanels, type FeaturePanelDefinition } from './featurePanels.ts';
import { RightPanel } from './RightPanel.tsx';
import DownloadButton from './export/DownloadButton.tsx';
import PrintReportButton from './report/PrintReportButton.tsx';
import { ValidationHelpButton } from '../validation/index.ts';
import { useEditorSession } from './useEditorSession.ts';
import { useStoredLayout } from './useStoredLayout.ts';
import { EditorViews } from './view/EditorViews.tsx';
import { panelsForMode, toggleLeftPanel, toggleRightPanel } from './visiblePanels.ts';

/** The feature a single-profile file opens with. */
const PROFILE_TOOLS_FEATURE = 'profile-parameters';

/** Below this width the left panel shows the 3D and 2D views as tabs instead of side by side. */
const SIDE_BY_SIDE_MIN_PX = 720;

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The height from the element's top to the bottom of the window: the panels fill the screen below
 * whatever bars sit above them (app bar, operators toolbar) without knowing their heights.
 */
function useHeightToWindowBottom(ref: React.RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(320, window.innerHeight - top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}

export interface EditorLayoutProps {
  /** The registry by default; tests pass their own features. */
  readonly features?: readonly FeaturePanelDefinition[];
  /** Shared views (issue 14): their own buttons in the title bar (save a copy, download original). */
  readonly actions?: React.ReactNode;
  /** false in shared views, where the visitor's downloads are the `actions` the link allows. */
  readonly showDownload?: boolean;
}

export function EditorLayout({ features = featurePanels, actions, showDownload = true }: EditorLayoutProps) {
  const intl = useIntl();
  const session = useEditorSession();
  const mobile = useMobileView();
  const { visible, setVisible, primarySize, setPrimarySize } = useStoredLayout();
  // undefined until the person picks or closes a feature.
  const [chosenId, setActiveId] = useState<string | null | undefined>(undefined);
  // A single profile (one row) opens with its profile tools ready (issue 15 item 12): the
  // profile-parameters panel, whose line is the file's only row.
  const singleProfile = session.data.rows === 1 && session.data.cols > 1;
  const profileTools = features.find((f) => f.id === PROFILE_TOOLS_FEATURE);
  const activeId =
    chosenId !== undefined
      ? chosenId
      : singleProfile && profileTools && session.canUse(profileTools.feature)
        ? profileTools.id
        : null;
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const fillHeight = useHeightToWindowBottom(rootRef);
  const leftRef = useRef<HTMLDivElement>(null);
  const leftWidth = useWidth(leftRef);

  const showLeft = mobile || visible !== 'right';
  const showRight = mobile || visible !== 'left';
  const active = features.find((f) => f.id === activeId);

  const select = useCallback(
    (definition: FeaturePanelDefinition) => {
      if (!session.canUse(definition.feature)) {
        session.promptUpgrade(definition.feature);
        return;
      }
      if (definition.id === activeId) {
        setActiveId(null);
        return;
      }
      setActiveId(definition.id);
      setVisible(panelsForMode(visible, definition.id));
    },
    [session, activeId, visible, setVisible],
  );

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const body = bodyRef.current;
    if (!body) return;
    event.preventDefault();
    const bounds = body.getBoundingClientRect();
    const move = (e: PointerEvent) => setPrimarySize((e.clientX - bounds.left) / bounds.width);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const leftBasis = visible === 'both' ? `${primarySize * 100}%` : '100%';

  return (
    <Box
      ref={rootRef}
      data-testid="editor-page"
      data-visible-panels={mobile ? 'stacked' : visible}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: mobile || fillHeight === null ? 'auto' : `${fillHeight}px`,
        minHeight: 0,
      }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" noWrap sx={{ flex: 1 }} data-testid="editor-file-name">
          {session.fileName}
        </Typography>
        {actions}
        {showDownload && <DownloadButton />}
        {showDownload && <PrintReportButton />}
        <ValidationHelpButton />
        {!mobile && (
          <>
            <Tooltip title={intl.formatMessage({ id: 'editor.layout.toggleLeft' })}>
              <IconButton
                aria-label={intl.formatMessage({ id: 'editor.layout.toggleLeft' })}
                aria-pressed={visible !== 'right'}
                onClick={() => setVisible(toggleLeftPanel(visible))}
                data-testid="editor-toggle-left"
              >
                <VerticalSplitOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={intl.formatMessage({ id: 'editor.layout.toggleRight' })}>
              <IconButton
                aria-label={intl.formatMessage({ id: 'editor.layout.toggleRight' })}
                aria-pressed={visible !== 'left'}
                onClick={() => setVisible(toggleRightPanel(visible))}
                data-testid="editor-toggle-right"
              >
                <ViewSidebarOutlined />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Toolbar>
      <Box
        ref={bodyRef}
        sx={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', flex: 1, minHeight: 0 }}
      >
        {showLeft && (
          <Box
            ref={leftRef}
            data-testid="editor-left-panel"
            sx={{
              flex: mobile ? 'none' : `0 0 ${leftBasis}`,
              height: mobile ? '60vh' : 'auto',
              minWidth: 0,
              minHeight: 0,
              p: 1,
            }}
          >
            <EditorViews
              tabbed={mobile || leftWidth < SIDE_BY_SIDE_MIN_PX}
              Overlay={active?.Overlay}
              activeFeatureId={active?.id}
            />
          </Box>
        )}
        {!mobile && visible === 'both' && (
          <Box
            role="separator"
            aria-orientation="vertical"
            aria-label={intl.formatMessage({ id: 'editor.layout.resize' })}
            onPointerDown={startDrag}
            sx={{ width: 6, cursor: 'col-resize', bgcolor: 'divider', flex: 'none' }}
          />
        )}
        {showRight && (
          <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>
            <RightPanel features={features} activeId={activeId} onSelect={select} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
