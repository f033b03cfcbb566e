// A point of a step-height drawing that the user drags on the 2D view (line ends, rectangle corners).
// Positions are normalised (0..1 of the view, y down); the pointer is captured while dragging so the
// point follows it even outside the handle.
import type { PointerEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';

export interface NormalisedPoint {
  readonly x: number;
  readonly y: number;
}

export interface DragHandleProps extends Pick<OverlayProps, 'toPx' | 'fromPx'> {
  readonly point: NormalisedPoint;
  readonly onMove: (point: NormalisedPoint) => void;
  readonly label?: string;
  readonly testId?: string;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function DragHandle({ point, onMove, toPx, fromPx, label, testId }: DragHandleProps) {
  const at = toPx(point);
  const move = (event: PointerEvent<SVGGElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const svg = event.currentTarget.ownerSVGElement;
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    const next = fromPx({ x: event.clientX - box.left, y: event.clientY - box.top });
    onMove({ x: clamp01(next.x), y: clamp01(next.y) });
  };
  return (
    <g
      style={{ cursor: 'grab', pointerEvents: 'all' }}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={move}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      data-testid={testId}
    >
      <circle cx={at.x} cy={at.y} r={7} fill="#ffffff" stroke="#000000" strokeWidth={1.5} />
      {label && (
        <text x={at.x + 9} y={at.y - 9} fill="#ffffff" stroke="#000000" strokeWidth={0.5} fontSize={12}>
          {label}
        </text>
      )}
    </g>
  );
}
