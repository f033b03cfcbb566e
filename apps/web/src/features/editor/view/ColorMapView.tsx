// The 2D view of the editor's left panel: the heights drawn through the same gradient and colour
// range as the 3D view on a canvas (one canvas pixel per sent height, row 0 at the top), with the
// active feature's Overlay (its own SVG layer) over exactly the drawn rectangle, in normalised coordinates.
import { Box } from '@mui/material';
import type { EditorSurface } from '@asperity/contract';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { OverlayProps } from '../featurePanels.ts';
import { fitRect, overlayTransforms } from './fitRect.ts';
import { physicalAspect, useDrawnColorMap } from './useDrawnColorMap.ts';

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
  const size = useElementSize(containerRef);

  const drawnFork = useDrawnColorMap(canvasRef, surface);
  const aspect = physicalAspect(surface);
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
        // A box, not an <svg>: each Overlay draws its own <svg>, which is then an outermost one with a
        // CSS box and so receives pointers anywhere over it. Nested in another <svg> it would take only
        // pointers that hit its painted shapes, and a click on the bare map would go to the outer one.
        <div
          data-testid="editor-2d-overlay"
          style={{
            position: 'absolute',
            left: rect.left,
            top: rect.top,
            width: rect.width,
            height: rect.height,
          }}
        >
          <Overlay
            width={rect.width}
            height={rect.height}
            toPx={transforms.toPx}
            fromPx={transforms.fromPx}
          />
        </div>
      )}
    </Box>
  );
}
