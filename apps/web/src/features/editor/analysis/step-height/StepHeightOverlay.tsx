// The step-height drawings on the 2D view: the line tool's line with its ends l1, l2; the rectangles
// tool's area (step 0, corners draggable), edge line (draggable when manual), the two level
// rectangles (draggable when independent) and the leveling rectangle. The histogram tool draws nothing.
import type { OverlayProps } from '../../featurePanels.ts';
import { DragHandle } from './DragHandle.tsx';
import type { FractionRect } from './stepHeightSettings.ts';
import { useStepHeightModeStore } from './useStepHeightModeStore.ts';
import { useStepLineStore } from './useStepLineStore.ts';
import { useStepRectanglesStore } from './useStepRectanglesStore.ts';

type Handles = Pick<OverlayProps, 'toPx' | 'fromPx'>;

function Rect({
  rect,
  toPx,
  stroke,
  dashed = false,
  fill = 'none',
}: {
  rect: FractionRect;
  toPx: OverlayProps['toPx'];
  stroke: string;
  dashed?: boolean;
  fill?: string;
}) {
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
      {...(dashed ? { strokeDasharray: '6 4' } : {})}
    />
  );
}

function RectCorners({
  rect,
  onChange,
  handles,
  testId,
}: {
  rect: FractionRect;
  onChange: (rect: FractionRect) => void;
  handles: Handles;
  testId: string;
}) {
  return (
    <>
      <DragHandle
        {...handles}
        point={{ x: rect.left, y: rect.top }}
        onMove={(p) => onChange({ ...rect, left: p.x, top: p.y })}
        testId={`${testId}-top-left`}
      />
      <DragHandle
        {...handles}
        point={{ x: rect.right, y: rect.bottom }}
        onMove={(p) => onChange({ ...rect, right: p.x, bottom: p.y })}
        testId={`${testId}-bottom-right`}
      />
    </>
  );
}

function LineOverlay(handles: Handles) {
  const settings = useStepLineStore((s) => s.settings);
  const update = useStepLineStore((s) => s.update);
  const a = handles.toPx(settings.l1Position);
  const b = handles.toPx(settings.l2Position);
  return (
    <>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffffff" strokeWidth={2} />
      <DragHandle
        {...handles}
        point={settings.l1Position}
        onMove={(l1Position) => update({ l1Position })}
        label="1"
        testId="step-line-l1"
      />
      <DragHandle
        {...handles}
        point={settings.l2Position}
        onMove={(l2Position) => update({ l2Position })}
        label="2"
        testId="step-line-l2"
      />
    </>
  );
}

function RectanglesOverlay(handles: Handles) {
  const { settings, step, preview, rectangle, rectangle2, update, setRectangles } = useStepRectanglesStore();
  const { toPx } = handles;
  const { line } = settings;
  const a = toPx({ x: line.x1, y: line.y1 });
  const b = toPx({ x: line.x2, y: line.y2 });
  const levelRects = settings.independent
    ? { first: rectangle, second: rectangle2 }
    : { first: preview?.rectangle ?? null, second: preview?.rectangle2 ?? null };
  return (
    <>
      <Rect rect={settings.area} toPx={toPx} stroke="#ffffff" dashed={step > 0} />
      {step === 0 && (
        <RectCorners
          rect={settings.area}
          onChange={(area) => update({ area })}
          handles={handles}
          testId="step-area"
        />
      )}
      {step >= 1 && (
        <>
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffeb3b" strokeWidth={2} />
          {levelRects.first && (
            <Rect rect={levelRects.first} toPx={toPx} stroke="#42a5f5" fill="rgba(66,165,245,0.15)" />
          )}
          {levelRects.second && (
            <Rect rect={levelRects.second} toPx={toPx} stroke="#ef5350" fill="rgba(239,83,80,0.15)" />
          )}
        </>
      )}
      {step === 1 && settings.manual && (
        <>
          <DragHandle
            {...handles}
            point={{ x: line.x1, y: line.y1 }}
            onMove={(p) => update({ line: { ...line, x1: p.x, y1: p.y } })}
            testId="step-edge-1"
          />
          <DragHandle
            {...handles}
            point={{ x: line.x2, y: line.y2 }}
            onMove={(p) => update({ line: { ...line, x2: p.x, y2: p.y } })}
            testId="step-edge-2"
          />
        </>
      )}
      {step === 1 && settings.independent && rectangle && rectangle2 && (
        <>
          <RectCorners
            rect={rectangle}
            onChange={(r) => setRectangles(r, rectangle2)}
            handles={handles}
            testId="step-rectangle-1"
          />
          <RectCorners
            rect={rectangle2}
            onChange={(r) => setRectangles(rectangle, r)}
            handles={handles}
            testId="step-rectangle-2"
          />
        </>
      )}
      {step >= 2 && !settings.independent && rectangle && (
        <Rect rect={rectangle} toPx={toPx} stroke="#66bb6a" dashed />
      )}
    </>
  );
}

export function StepHeightOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const mode = useStepHeightModeStore((s) => s.mode);
  if (mode === 'histogram') return null;
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      data-testid="step-height-overlay"
    >
      {mode === 'line' ? (
        <LineOverlay toPx={toPx} fromPx={fromPx} />
      ) : (
        <RectanglesOverlay toPx={toPx} fromPx={fromPx} />
      )}
    </svg>
  );
}
