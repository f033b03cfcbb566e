// Dragging things drawn on the 2D view's overlay (restricted area, slice line and markers, dimension
// points): a pointer-down on a handle starts a drag that follows the pointer anywhere over the view
// (the overlay <svg> captures the pointer) and reports points normalised to the image (0..1, y down).
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';

export interface NormalisedPoint {
  readonly x: number;
  readonly y: number;
}

/** The pointer's position over the overlay <svg>, normalised to the image. */
export function pointerPoint(
  event: ReactPointerEvent<Element>,
  svg: SVGSVGElement,
  fromPx: OverlayProps['fromPx'],
): NormalisedPoint {
  const box = svg.getBoundingClientRect();
  return fromPx({ x: event.clientX - box.left, y: event.clientY - box.top });
}

export const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

export interface OverlayDrag<Handle> {
  /** Put on a handle: `onPointerDown={drag.start('corner-1')}`. */
  readonly start: (handle: Handle) => (event: ReactPointerEvent<Element>) => void;
  /** Spread on the overlay <svg>. */
  readonly svgProps: {
    readonly onPointerMove: (event: ReactPointerEvent<SVGSVGElement>) => void;
    readonly onPointerUp: (event: ReactPointerEvent<SVGSVGElement>) => void;
    readonly onPointerCancel: (event: ReactPointerEvent<SVGSVGElement>) => void;
  };
}

/**
 * `onMove(handle, from, to)` gets the point where the drag started and the current one, so moves
 * are computed from the state at the start (no drift from accumulated deltas).
 */
export function useOverlayDrag<Handle>(
  fromPx: OverlayProps['fromPx'],
  onMove: (handle: Handle, from: NormalisedPoint, to: NormalisedPoint) => void,
  onEnd?: (handle: Handle) => void,
): OverlayDrag<Handle> {
  const active = useRef<{ handle: Handle; from: NormalisedPoint; pointerId: number } | null>(null);
  const end = (event: ReactPointerEvent<SVGSVGElement>) => {
    const drag = active.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    active.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    onEnd?.(drag.handle);
  };
  return {
    start: (handle) => (event) => {
      const svg =
        event.currentTarget instanceof SVGSVGElement
          ? event.currentTarget
          : (event.currentTarget as SVGElement).ownerSVGElement;
      if (!svg || event.button !== 0) return;
      event.stopPropagation();
      event.preventDefault();
      svg.setPointerCapture?.(event.pointerId);
      active.current = { handle, from: pointerPoint(event, svg, fromPx), pointerId: event.pointerId };
    },
    svgProps: {
      onPointerMove: (event) => {
        const drag = active.current;
        if (!drag || drag.pointerId !== event.pointerId) return;
        onMove(drag.handle, drag.from, pointerPoint(event, event.currentTarget, fromPx));
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}
