// The restricted area of the areal parameters on the 2D view (spec part 2 §3, default
// 0.25/0.25/0.75/0.75): drag inside to move it, drag a corner to resize it. Hidden while the area of
// interest is the entire image.
import type { OverlayProps } from '../../featurePanels.ts';
import { clamp01, useOverlayDrag } from '../overlay-drag/useOverlayDrag.ts';
import type { FractionRect } from './arealSettings.ts';
import { useArealStore } from './useArealStore.ts';

type Handle = 'body' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
const CORNERS: readonly Exclude<Handle, 'body'>[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The rectangle after dragging `handle` from `from` to `to`, starting from `rect`. */
export function draggedRect(
  rect: FractionRect,
  handle: Handle,
  from: { x: number; y: number },
  to: { x: number; y: number },
): FractionRect {
  if (handle === 'body') {
    const width = rect.right - rect.left;
    const height = rect.bottom - rect.top;
    const left = Math.min(1 - width, Math.max(0, rect.left + to.x - from.x));
    const top = Math.min(1 - height, Math.max(0, rect.top + to.y - from.y));
    return { left, top, right: left + width, bottom: top + height };
  }
  const x = clamp01(to.x);
  const y = clamp01(to.y);
  return {
    left: handle.endsWith('left') ? x : rect.left,
    right: handle.endsWith('right') ? x : rect.right,
    top: handle.startsWith('top') ? y : rect.top,
    bottom: handle.startsWith('bottom') ? y : rect.bottom,
  };
}

export function RestrictedAreaOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const restricted = useArealStore((s) => s.settings.areaOfInterest === 'restricted');
  const rect = useArealStore((s) => s.settings.restrictedArea);
  const setRestrictedArea = useArealStore((s) => s.setRestrictedArea);
  // Each drag carries the rectangle as it was when the drag began, so moves never accumulate drift.
  const drag = useOverlayDrag<{ readonly handle: Handle; readonly rect: FractionRect }>(
    fromPx,
    (grip, from, to) => {
      setRestrictedArea(draggedRect(grip.rect, grip.handle, from, to));
    },
  );
  if (!restricted) return null;
  const start = (handle: Handle) => drag.start({ handle, rect });
  const topLeft = toPx({ x: rect.left, y: rect.top });
  const bottomRight = toPx({ x: rect.right, y: rect.bottom });
  const corners: Record<Exclude<Handle, 'body'>, { x: number; y: number }> = {
    'top-left': topLeft,
    'top-right': { x: bottomRight.x, y: topLeft.y },
    'bottom-left': { x: topLeft.x, y: bottomRight.y },
    'bottom-right': bottomRight,
  };
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, touchAction: 'none', overflow: 'visible' }}
      data-testid="areal-overlay"
      {...drag.svgProps}
    >
      <rect
        x={topLeft.x}
        y={topLeft.y}
        width={Math.max(0, bottomRight.x - topLeft.x)}
        height={Math.max(0, bottomRight.y - topLeft.y)}
        fill="rgba(255,255,255,0.15)"
        stroke="#ffffff"
        strokeWidth={2}
        style={{ cursor: 'move' }}
        onPointerDown={start('body')}
        data-testid="areal-area"
      />
      {CORNERS.map((corner) => (
        <rect
          key={corner}
          x={corners[corner].x - 5}
          y={corners[corner].y - 5}
          width={10}
          height={10}
          fill="#ffffff"
          stroke="#000000"
          strokeWidth={1}
          style={{
            cursor: corner === 'top-left' || corner === 'bottom-right' ? 'nwse-resize' : 'nesw-resize',
          }}
          onPointerDown={start(corner)}
          data-testid={`areal-area-${corner}`}
        />
      ))}
    </svg>
  );
}
