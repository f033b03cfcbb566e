// Draws the current fork's heights into a canvas through the editor's gradient and colour range (one
// canvas pixel per sent height, row 0 at the top) — the 2D view and the operator dialogs' point picker
// show the same picture.
import type { EditorSurface } from '@asperity/contract';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { resolveGradient } from '../settings/resolveGradient.ts';
import { useEditorSettings } from '../settings/useEditorSettings.ts';
import { colorMapPixels, effectiveColorRange, gradientTable } from './colorMap.ts';

/** Returns the forkHash last drawn (null before the first drawing). */
export function useDrawnColorMap(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  surface: EditorSurface | undefined,
): string | null {
  const [drawnFork, setDrawnFork] = useState<string | null>(null);
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
  }, [canvasRef, surface, table, manualRange]);

  return drawnFork;
}

/** Width ÷ height of the surface's physical field (what the drawn rectangle keeps). */
export function physicalAspect(surface: EditorSurface | undefined): number {
  return surface
    ? (surface.header.sourceCols * surface.header.pixelSize) /
        (surface.header.sourceRows * surface.header.pixelSizeY)
    : 1;
}
