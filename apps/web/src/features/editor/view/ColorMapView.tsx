// The 2D view of the editor's left panel: the heights drawn through the same gradient and colour
// range as the 3D view on a canvas (one canvas pixel per sent height, row 0 at the top), with the
// active feature's Overlay as an SVG layer over exactly the drawn rectangle, in normalised coordinates.
import { Box } from '@mui/material';
import type { EditorSurface } from '@asperity/contract';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { OverlayProps } from '../featurePanels.ts';
import { resolveGradient } from '../settings/resolveGradient.ts';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { colorMapPixels, effectiveColorRange, gradientTable } from './colorMap.ts';
import { fitRect, overlayTransforms } from './fitRect.ts';

export interface ColorMapViewProps {
  readonly surface: EditorSurface | undefined;
  readonly Overlay?: ComponentType<OverlayProps> | undefined;
}

function useElementSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
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

export function ColorMapView({ surface, Overlay }: ColorMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawnFork, setDrawnFork] = useState<string | null>(null);
  const size = useElementSize(containerRef);

  const gradientId = useEditorSettings((s) => s.colorScale.gradient);
  const customGradients = useEditorSettings((s) => s.customGradients);
  const manualRange = useEditorSettings((s) => s.colorScale.range);
  const table = useMemo(
    () => gradientTable(resolveGradient(gradientId, customGradients)),
    [gradientId, customGradients],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !surface) return;
    const { header, heights } = surface;
    const range = effectiveColorRange(manualRange, header.zMin, header.zMax);
    canvas.width = header.cols;
    canvas.height = header.rows;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.putImageData(
      new ImageData(colorMapPixels(heights, table, range), header.cols, header.rows),
      0,
      0,
    );
    setDrawnFork(header.forkHash);
  }, [surface, table, manualRange]);

  const aspect = surface
    ? (surface.header.sourceCols * surface.header.pixelSize) /
      (surface.header.sourceRows * surface.header.pixelSizeY)
    : 1;
  const rect = fitRect(size.width, size.height, aspect);
  const transforms = useMemo(
    () => overlayTransforms({ width: rect.width, height: rect.height }),
    [rect.width, rect.height],
  );

  return (
    <Box ref={containerRef} sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
      <canvas
        ref={canvasRef}
        data-testid="editor-2d-view"
        data-drawn={surface !== undefined && drawnFork === surface.header.forkHash ? 'true' : 'false'}
        style={{
          position: 'absolute',
          left: rect.left,
          top: rect.top,
          width: rect.width,
          height: rect.height,
          // Heights are samples, not a photograph: keep each one a crisp block when enlarged.
          imageRendering: 'pixelated',
        }}
      />
      {Overlay && rect.width > 0 && (
        <svg
          data-testid="editor-2d-overlay"
          width={rect.width}
          height={rect.height}
          style={{ position: 'absolute', left: rect.left, top: rect.top, overflow: 'visible' }}
        >
          <Overlay
            width={rect.width}
            height={rect.height}
            toPx={transforms.toPx}
            fromPx={transforms.fromPx}
          />
        </svg>
      )}
    </Box>
  );
}
