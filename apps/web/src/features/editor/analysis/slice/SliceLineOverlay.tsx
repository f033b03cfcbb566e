// The slice line on the 2D view (spec part 2 §3 "Slice", §4): drag the line to move it (a horizontal
// line up and down, a vertical one sideways, a diagonal one as a whole), drag an end to place it
// freely (the line becomes diagonal, §4), and drag the a1/a2 markers along it. Shared by the slice
// panel (with markers) and the profile-parameters panel (without).
import type { OverlayProps } from '../../featurePanels.ts';
import { clamp01, useOverlayDrag, type NormalisedPoint } from '../overlay-drag/useOverlayDrag.ts';
import {
  fractionAlong,
  horizontalAt,
  pointAlong,
  verticalAt,
  withPosition,
  type SliceLine,
} from './sliceLine.ts';
import { useSliceStore } from './useSliceStore.ts';

type Handle = 'line' | 'start' | 'end' | 'a1' | 'a2';

/** The line after dragging `handle` from `from` to `to`, starting from `line`. */
export function draggedLine(
  line: SliceLine,
  handle: 'line' | 'start' | 'end',
  from: NormalisedPoint,
  to: NormalisedPoint,
): SliceLine {
  if (handle === 'start') return withPosition(to, line.end);
  if (handle === 'end') return withPosition(line.start, to);
  if (line.type === 'horizontal') return horizontalAt(to.y);
  if (line.type === 'vertical') return verticalAt(to.x);
  // Keep both ends inside the image: the move is limited by the end nearest to each border.
  const xs = [line.start.x, line.end.x];
  const ys = [line.start.y, line.end.y];
  const dx = Math.min(1 - Math.max(...xs), Math.max(-Math.min(...xs), to.x - from.x));
  const dy = Math.min(1 - Math.max(...ys), Math.max(-Math.min(...ys), to.y - from.y));
  return {
    type: 'diagonal',
    start: { x: clamp01(line.start.x + dx), y: clamp01(line.start.y + dy) },
    end: { x: clamp01(line.end.x + dx), y: clamp01(line.end.y + dy) },
  };
}

const MARKER_COLOURS = { a1: '#ff5252', a2: '#448aff' } as const;

function SliceLineOverlay({
  width,
  height,
  toPx,
  fromPx,
  markers,
}: OverlayProps & { readonly markers: boolean }) {
  const line = useSliceStore((s) => s.line);
  const settings = useSliceStore((s) => s.settings);
  const setLine = useSliceStore((s) => s.setLine);
  const update = useSliceStore((s) => s.update);
  // Each drag carries the line as it was when the drag began, so moves never accumulate drift.
  const drag = useOverlayDrag<{ readonly handle: Handle; readonly line: SliceLine }>(
    fromPx,
    (grip, from, to) => {
      if (grip.handle === 'a1' || grip.handle === 'a2')
        update({ [grip.handle]: fractionAlong(grip.line, to) });
      else setLine(draggedLine(grip.line, grip.handle, from, to));
    },
  );
  const start = (handle: Handle) => drag.start({ handle, line });
  const a = toPx(line.start);
  const b = toPx(line.end);
  const lineCursor =
    line.type === 'horizontal' ? 'ns-resize' : line.type === 'vertical' ? 'ew-resize' : 'move';
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, touchAction: 'none', overflow: 'visible' }}
      data-testid="slice-overlay"
      {...drag.svgProps}
    >
      {/* A wide transparent stroke makes the thin line easy to grab. */}
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        stroke="transparent"
        strokeWidth={14}
        style={{ cursor: lineCursor }}
        onPointerDown={start('line')}
        data-testid="slice-line"
      />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffffff" strokeWidth={2} pointerEvents="none" />
      {(['start', 'end'] as const).map((end) => {
        const p = end === 'start' ? a : b;
        return (
          <circle
            key={end}
            cx={p.x}
            cy={p.y}
            r={6}
            fill="#ffffff"
            stroke="#000000"
            strokeWidth={1}
            style={{ cursor: 'grab' }}
            onPointerDown={start(end)}
            data-testid={`slice-${end}`}
          />
        );
      })}
      {markers &&
        settings.useMarkers &&
        (['a1', 'a2'] as const).map((marker) => {
          const p = toPx(pointAlong(line, settings[marker]));
          return (
            <g
              key={marker}
              style={{ cursor: 'grab' }}
              onPointerDown={start(marker)}
              data-testid={`slice-marker-${marker}`}
            >
              <circle
                cx={p.x}
                cy={p.y}
                r={5}
                fill={MARKER_COLOURS[marker]}
                stroke="#ffffff"
                strokeWidth={1.5}
              />
              <text
                x={p.x + 8}
                y={p.y - 8}
                fill="#ffffff"
                stroke="#000000"
                strokeWidth={0.5}
                fontSize={12}
                fontWeight="bold"
              >
                {marker}
              </text>
            </g>
          );
        })}
    </svg>
  );
}

export function SliceOverlay(props: OverlayProps) {
  return <SliceLineOverlay {...props} markers />;
}

export function ProfileLineOverlay(props: OverlayProps) {
  return <SliceLineOverlay {...props} markers={false} />;
}
