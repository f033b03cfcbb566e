// A point of a step-height drawing that the user drags on the 2D view (line ends, rectangle corners):
// a pointer-down starts the overlay's drag (useOverlayDrag) for this handle.
import type { PointerEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';

export interface DragHandleProps {
  readonly point: { readonly x: number; readonly y: number };
  readonly toPx: OverlayProps['toPx'];
  readonly onPointerDown: (event: PointerEvent<Element>) => void;
  readonly label?: string;
  readonly testId?: string;
}

export function DragHandle({ point, toPx, onPointerDown, label, testId }: DragHandleProps) {
  const at = toPx(point);
  return (
    <g style={{ cursor: 'grab' }} onPointerDown={onPointerDown} data-testid={testId}>
      <circle cx={at.x} cy={at.y} r={7} fill="#ffffff" stroke="#000000" strokeWidth={1.5} />
      {label && (
        <text
          x={at.x + 9}
          y={at.y - 9}
          fill="#ffffff"
          stroke="#000000"
          strokeWidth={0.5}
          fontSize={12}
          style={{ pointerEvents: 'none' }}
        >
          {label}
        </text>
      )}
    </g>
  );
}
