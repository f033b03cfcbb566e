// The step-height drawings on the 2D view: the line tool's line with its ends l1, l2; the rectangles
// tool's area (step 0, corners draggable), edge line (draggable when manual), the two level
// rectangles (draggable when independent) and the leveling rectangle. The histogram tool draws
// nothing. Drags go through the overlays' shared useOverlayDrag.
import type { OverlayProps } from '../../featurePanels.ts';
import { clamp01, useOverlayDrag, type NormalisedPoint } from '../overlay-drag/useOverlayDrag.ts';
import { DragHandle } from './DragHandle.tsx';
import type { FractionRect } from './stepHeightSettings.ts';
import { useStepHeightModeStore } from './useStepHeightModeStore.ts';
import { useStepLineStore } from './useStepLineStore.ts';
import { useStepRectanglesStore } from './useStepRectanglesStore.ts';

type Handle =
  | 'l1'
  | 'l2'
  | 'area-top-left'
  | 'area-bottom-right'
  | 'edge-1'
  | 'edge-2'
  | 'rectangle-1-top-left'
  | 'rectangle-1-bottom-right'
  | 'rectangle-2-top-left'
  | 'rectangle-2-bottom-right';

interface RectProps {
  readonly rect: FractionRect;
  readonly toPx: OverlayProps['toPx'];
  readonly stroke: string;
  readonly dashed?: boolean;
  readonly fill?: string;
}

function Rect({ rect, toPx, stroke, dashed = false, fill = 'none' }: RectProps) {
  const a = toPx({ x: rect.left, y: rect.top });
  const b = toPx({ x: rect.right, y: rect.bottom });
  return (
    <rect
      x={Math.min(a.x, b.x)}
      y={Math.min(a.y, b.y)}
      width={Math.abs(b.x - a.x)}
      height={Math.abs(b.y - a.y)}
      fill={fill}
      stroke={stroke}
      strokeWidth={2}
      style={{ pointerEvents: 'none' }}
      {...(dashed ? { strokeDasharray: '6 4' } : {})}
    />
  );
}

/** The rectangle with the corner named by `handle` moved to `to`. */
function movedCorner(rect: FractionRect, handle: Handle, to: NormalisedPoint): FractionRect {
  const x = clamp01(to.x);
  const y = clamp01(to.y);
  return handle.endsWith('top-left') ? { ...rect, left: x, top: y } : { ...rect, right: x, bottom: y };
}

export function StepHeightOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const mode = useStepHeightModeStore((s) => s.mode);
  const line = useStepLineStore((s) => s.settings);
  const updateLine = useStepLineStore((s) => s.update);
  const rectangles = useStepRectanglesStore();
  const { settings, step, preview, rectangle, rectangle2, update, setRectangles } = rectangles;

  const drag = useOverlayDrag<Handle>(fromPx, (handle, _from, to) => {
    const point = { x: clamp01(to.x), y: clamp01(to.y) };
    if (handle === 'l1') updateLine({ l1Position: point });
    else if (handle === 'l2') updateLine({ l2Position: point });
    else if (handle.startsWith('area')) update({ area: movedCorner(settings.area, handle, point) });
    else if (handle === 'edge-1') update({ line: { ...settings.line, x1: point.x, y1: point.y } });
    else if (handle === 'edge-2') update({ line: { ...settings.line, x2: point.x, y2: point.y } });
    else if (rectangle && rectangle2) {
      if (handle.startsWith('rectangle-1')) setRectangles(movedCorner(rectangle, handle, point), rectangle2);
      else setRectangles(rectangle, movedCorner(rectangle2, handle, point));
    }
  });
  if (mode === 'histogram') return null;

  const handle = (name: Handle, point: NormalisedPoint, label?: string) => (
    <DragHandle
      point={point}
      toPx={toPx}
      onPointerDown={drag.start(name)}
      testId={`step-height-handle-${name}`}
      {...(label ? { label } : {})}
    />
  );
  const corners = (prefix: 'area' | 'rectangle-1' | 'rectangle-2', rect: FractionRect) => (
    <>
      {handle(`${prefix}-top-left`, { x: rect.left, y: rect.top })}
      {handle(`${prefix}-bottom-right`, { x: rect.right, y: rect.bottom })}
    </>
  );

  let drawing;
  if (mode === 'line') {
    const a = toPx(line.l1Position);
    const b = toPx(line.l2Position);
    drawing = (
      <>
        <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffffff" strokeWidth={2} />
        {handle('l1', line.l1Position, '1')}
        {handle('l2', line.l2Position, '2')}
      </>
    );
  } else {
    const edge = settings.line;
    const a = toPx({ x: edge.x1, y: edge.y1 });
    const b = toPx({ x: edge.x2, y: edge.y2 });
    const first = settings.independent ? rectangle : (preview?.rectangle ?? null);
    const second = settings.independent ? rectangle2 : (preview?.rectangle2 ?? null);
    drawing = (
      <>
        <Rect rect={settings.area} toPx={toPx} stroke="#ffffff" dashed={step > 0} />
        {step === 0 && corners('area', settings.area)}
        {step >= 1 && (
          <>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffeb3b" strokeWidth={2} />
            {first && <Rect rect={first} toPx={toPx} stroke="#42a5f5" fill="rgba(66,165,245,0.15)" />}
            {second && <Rect rect={second} toPx={toPx} stroke="#ef5350" fill="rgba(239,83,80,0.15)" />}
          </>
        )}
        {step === 1 && settings.manual && (
          <>
            {handle('edge-1', { x: edge.x1, y: edge.y1 })}
            {handle('edge-2', { x: edge.x2, y: edge.y2 })}
          </>
        )}
        {step === 1 && settings.independent && rectangle && rectangle2 && (
          <>
            {corners('rectangle-1', rectangle)}
            {corners('rectangle-2', rectangle2)}
          </>
        )}
        {step >= 2 && !settings.independent && rectangle && (
          <Rect rect={rectangle} toPx={toPx} stroke="#66bb6a" dashed />
        )}
      </>
    );
  }
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, touchAction: 'none' }}
      data-testid="step-height-overlay"
      {...drag.svgProps}
    >
      {drawing}
    </svg>
  );
}
