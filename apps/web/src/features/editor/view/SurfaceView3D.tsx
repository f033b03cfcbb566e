// The 3D view of the editor's left panel: one SurfaceViewer (packages/viewer) created when the view
// mounts and disposed when it unmounts; the surface and every display setting reach it through its
// setters, so a settings change never re-creates the WebGL context.
import { Alert, Box } from '@mui/material';
import { SurfaceViewer, WebGLUnavailableError } from '@asperity/viewer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decimalSeparator, type CameraData, type EditorSurface } from '@asperity/contract';
import { resolveGradient } from '../settings/resolveGradient.ts';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { useIntersectionLine, useStepPlanes, useToolOutline } from './useFeatureDecorations.ts';
import {
  sameCamera,
  surfaceOfEditorSurface,
  surfaceAxisSpans,
  viewerAxes,
  viewerBackground,
  viewerLighting,
} from './viewerSettings.ts';

/** A gesture is stored once the camera rested this long: a burst of drags makes one settings change. */
const CAMERA_STORE_DELAY_MS = 400;

export interface SurfaceView3DProps {
  readonly surface: EditorSurface | undefined;
  /** The open feature panel's id (featurePanels.ts): slice and step height draw into the 3D view. */
  readonly activeFeatureId?: string | undefined;
}

export function SurfaceView3D({ surface, activeFeatureId }: SurfaceView3DProps) {
  const [viewer, setViewer] = useState<SurfaceViewer | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  /** The fork whose first frame was rendered (tests and the benchmark wait for it). */
  const [drawnFork, setDrawnFork] = useState<string | null>(null);
  /** The fork set last and not drawn yet. */
  const pendingFork = useRef<string | null>(null);
  /** The camera this viewer shows as far as the store is concerned (undefined: none applied yet). */
  const shownCamera = useRef<CameraData | null | undefined>(undefined);
  const cameraTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A ref callback with a cleanup (React 19) rather than an effect: the viewer lives exactly as long
  // as its container node, and a failure switches to the explanation from the commit phase.
  const mountViewer = useCallback((container: HTMLDivElement | null) => {
    if (!container) return undefined;
    let created: SurfaceViewer | undefined;
    try {
      created = new SurfaceViewer(container, {
        onRender: () => {
          // The drawn labels, for tests and assistive tools; a DOM attribute, not state (no re-render).
          if (created) {
            container.dataset.axisLabels = created.getAxisLabels().join('|');
            container.dataset.axisLabelBoxes = JSON.stringify(
              created.getAxisLabelBoxes().map((b) => [b.left, b.top, b.width, b.height].map(Math.round)),
            );
          }
          // Only the first frame of each surface: a state change per frame would re-render on every orbit step.
          if (pendingFork.current === null) return;
          setDrawnFork(pendingFork.current);
          pendingFork.current = null;
        },
        // Written to the store after the gesture; remembered first, so the store's echo is not re-applied.
        onCameraChange: (camera) => {
          clearTimeout(cameraTimer.current);
          cameraTimer.current = setTimeout(() => {
            shownCamera.current = camera;
            useEditorSettings.getState().update('general', { cameraData: camera });
          }, CAMERA_STORE_DELAY_MS);
        },
      });
    } catch (error) {
      if (!(error instanceof WebGLUnavailableError)) console.warn('The 3D view could not start:', error);
      setUnavailable(true);
      return undefined;
    }
    shownCamera.current = undefined;
    setViewer(created);
    const shown = created;
    return () => {
      clearTimeout(cameraTimer.current);
      shown.dispose();
      setViewer(null);
    };
  }, []);

  const gradientId = useEditorSettings((s) => s.colorScale.gradient);
  const customGradients = useEditorSettings((s) => s.customGradients);
  const range = useEditorSettings((s) => s.colorScale.range);
  const lighting = useEditorSettings((s) => s.lighting);
  const heightScale = useEditorSettings((s) => s.general.heightScale);
  const cameraData = useEditorSettings((s) => s.general.cameraData);
  const flatShading = useEditorSettings((s) => s.general.flatShading);
  const showBackground = useEditorSettings((s) => s.general.showBackground);
  const showBox = useEditorSettings((s) => s.general.showBox);
  const boxOpacity = useEditorSettings((s) => s.general.boxOpacity);
  const xScale = useEditorSettings((s) => s.general.xScale);
  const yScale = useEditorSettings((s) => s.general.yScale);
  const showGrid = useEditorSettings((s) => s.general.showGrid);
  const showGridXYLines = useEditorSettings((s) => s.general.showGridXYLines);
  const showGridZLines = useEditorSettings((s) => s.general.showGridZLines);
  const showIntersectionLine = useEditorSettings((s) => s.general.showIntersectionLine);
  const showStepPlane = useEditorSettings((s) => s.general.showStepPlane);
  const units = useEditorSettings((s) => s.units);
  const decimal = decimalSeparator(useIntl().locale);
  const gradient = useMemo(() => resolveGradient(gradientId, customGradients), [gradientId, customGradients]);
  const spans = useMemo(() => (surface ? surfaceAxisSpans(surface) : undefined), [surface]);
  const axes = useMemo(() => viewerAxes(showGrid, units, decimal, spans), [showGrid, units, decimal, spans]);
  const intersectionLine = useIntersectionLine(activeFeatureId, showIntersectionLine);
  const stepPlanes = useStepPlanes(activeFeatureId, showStepPlane, surface);
  const toolOutline = useToolOutline(activeFeatureId, surface);

  useEffect(() => {
    if (!viewer || !surface) return;
    pendingFork.current = surface.header.forkHash;
    viewer.setSurface(surfaceOfEditorSurface(surface));
  }, [viewer, surface]);
  useEffect(() => viewer?.setGradient(gradient), [viewer, gradient]);
  useEffect(() => viewer?.setColorRange(range), [viewer, range]);
  useEffect(() => viewer?.setLighting(viewerLighting(lighting)), [viewer, lighting]);
  useEffect(() => viewer?.setHeightScale(heightScale), [viewer, heightScale]);
  useEffect(() => viewer?.setLateralScale(xScale, yScale), [viewer, xScale, yScale]);
  useEffect(() => viewer?.setFlatShading(flatShading), [viewer, flatShading]);
  useEffect(() => viewer?.setBackground(viewerBackground(showBackground)), [viewer, showBackground]);
  useEffect(() => viewer?.setBox({ visible: showBox, opacity: boxOpacity }), [viewer, showBox, boxOpacity]);
  useEffect(
    () => viewer?.setGrid({ visible: showGrid, xyLines: showGridXYLines, zLines: showGridZLines }),
    [viewer, showGrid, showGridXYLines, showGridZLines],
  );

  useEffect(() => viewer?.setAxes(axes), [viewer, axes]);
  useEffect(() => viewer?.setIntersectionLine(intersectionLine), [viewer, intersectionLine]);
  useEffect(() => viewer?.setStepPlanes(stepPlanes), [viewer, stepPlanes]);
  useEffect(() => viewer?.setToolOutline(toolOutline), [viewer, toolOutline]);

  useEffect(() => {
    if (!viewer || sameCamera(cameraData, shownCamera.current)) return;
    // A camera from elsewhere (a loaded file, "reset camera") wins over a gesture not stored yet.
    clearTimeout(cameraTimer.current);
    shownCamera.current = cameraData;
    viewer.setCamera(cameraData);
  }, [viewer, cameraData]);

  if (unavailable)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="editor-3d-unavailable">
        <FormattedMessage id="editor.view.webglUnavailable" />
      </Alert>
    );
  return (
    <Box
      ref={mountViewer}
      data-testid="editor-3d-view"
      // "drawn" once the surface's first frame was rendered: tests and the benchmark wait on it.
      data-drawn={surface !== undefined && drawnFork === surface.header.forkHash ? 'true' : 'false'}
      sx={{ position: 'absolute', inset: 0, touchAction: 'none' }}
    />
  );
}
