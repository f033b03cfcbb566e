// The colour map of the current fork as the operator dialogs' pickers show it: drawn like the 2D view,
// fitted in a fixed box at the field's physical aspect, reporting pointer positions normalised to the
// drawn field (0..1, y down from row 0) and drawing the picker's SVG marks above it.
import { Box } from '@mui/material';
import type { PointerEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { fitRect } from '../view/fitRect.ts';
import { physicalAspect, useDrawnColorMap } from '../view/useDrawnColorMap.ts';
import { useEditorSurface } from '../view/useEditorSurface.ts';
import type { GridSize } from './pickedPixels.ts';

export type NormalisedPoint = { readonly x: number; readonly y: number };

export interface PickerMapProps {
  /** Draws the marks, in px of the drawn field. */
  readonly children: (size: { width: number; height: number }, grid: GridSize | undefined) => ReactNode;
  readonly onPointerDown?: (point: NormalisedPoint, grid: GridSize) => void;
  readonly onPointerMove?: (point: NormalisedPoint, grid: GridSize) => void;
  readonly onPointerUp?: (point: NormalisedPoint, grid: GridSize) => void;
  readonly disabled?: boolean | undefined;
  readonly testId: string;
}

export const PICKER_BOX = 240;

export function PickerMap({
  children,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  disabled,
  testId,
}: PickerMapProps) {
  const surface = useEditorSurface().data;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawnFork = useDrawnColorMap(canvasRef, surface);
  const grid = surface ? { cols: surface.header.sourceCols, rows: surface.header.sourceRows } : undefined;
  const rect = fitRect(PICKER_BOX, PICKER_BOX, physicalAspect(surface));

  const handler =
    (callback: ((point: NormalisedPoint, grid: GridSize) => void) | undefined) =>
    (event: PointerEvent<HTMLElement>) => {
      if (!callback || !grid || disabled) return;
      const bounds = event.currentTarget.getBoundingClientRect();
      if (!(bounds.width > 0 && bounds.height > 0)) return;
      if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
      callback(
        { x: (event.clientX - bounds.left) / bounds.width, y: (event.clientY - bounds.top) / bounds.height },
        grid,
      );
    };

  return (
    <Box sx={{ position: 'relative', width: PICKER_BOX, height: PICKER_BOX, bgcolor: 'action.hover' }}>
      <Box
        onPointerDown={handler(onPointerDown)}
        onPointerMove={handler(onPointerMove)}
        onPointerUp={handler(onPointerUp)}
        data-testid={testId}
        data-grid={grid ? `${grid.cols}x${grid.rows}` : ''}
        data-drawn={surface !== undefined && drawnFork === surface.header.forkHash ? 'true' : 'false'}
        sx={{
          position: 'absolute',
          left: rect.left,
          top: rect.top,
          width: rect.width,
          height: rect.height,
          cursor: disabled ? 'default' : 'crosshair',
          // The picker takes touch gestures itself instead of scrolling the dialog.
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          style={{ width: '100%', height: '100%', display: 'block', imageRendering: 'pixelated' }}
        />
        <svg
          width={rect.width}
          height={rect.height}
          style={{ position: 'absolute', inset: 0, overflow: 'visible', pointerEvents: 'none' }}
        >
          {children({ width: rect.width, height: rect.height }, grid)}
        </svg>
      </Box>
    </Box>
  );
}
