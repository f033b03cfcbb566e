// The dimension items on the 2D view: a click on the image places the next point of the item being
// drawn (line 2, angle 3 with the vertex second, circle 3); a click on an item makes it the active
// one, whose points can then be dragged. Circles are drawn as the server fitted them.
import type { MouseEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { useOverlayDrag, type NormalisedPoint } from '../overlay-drag/useOverlayDrag.ts';
import type { DimensionItem, ImageExtent, MetrePoint } from './dimensionItems.ts';
import { useDimensionStore, type DimensionState } from './useDimensionStore.ts';

export const toMetres = (p: NormalisedPoint, extent: ImageExtent): MetrePoint => ({
  x: Math.min(1, Math.max(0, p.x)) * extent.width,
  y: Math.min(1, Math.max(0, p.y)) * extent.height,
});
export const toNormalised = (p: MetrePoint, extent: ImageExtent): NormalisedPoint => ({
  x: extent.width > 0 ? p.x / extent.width : 0,
  y: extent.height > 0 ? p.y / extent.height : 0,
});

export function useImageExtent(): ImageExtent {
  const { data } = useEditorSession();
  return { width: data.cols * data.pixelSize, height: data.rows * data.pixelSizeY };
}

// A store selector must answer the same object while nothing changed (zustand 5 / React re-render
// loop otherwise), hence one shared empty list.
const NO_CIRCLES: NonNullable<DimensionState['result']>['circles'] = [];

const ACTIVE = '#ffeb3b';
const IDLE = '#ffffff';

export function DimensionOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const extent = useImageExtent();
  const items = useDimensionStore((s) => s.items);
  const drawing = useDimensionStore((s) => s.drawing);
  const circles = useDimensionStore((s) => s.result?.circles ?? NO_CIRCLES);
  const addPoint = useDimensionStore((s) => s.addPoint);
  const movePoint = useDimensionStore((s) => s.movePoint);
  const activateItem = useDimensionStore((s) => s.activate);
  const drag = useOverlayDrag<{ name: string; index: number }>(fromPx, (handle, _from, to) =>
    movePoint(handle.name, handle.index, toMetres(to, extent)),
  );
  const px = (p: MetrePoint) => toPx(toNormalised(p, extent));

  const onBackgroundClick = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    addPoint(toMetres(fromPx({ x: event.clientX - box.left, y: event.clientY - box.top }), extent));
  };

  const drawItem = (item: DimensionItem) => {
    const colour = item.active ? ACTIVE : IDLE;
    const points = item.points.map(px);
    const select = (event: MouseEvent) => {
      event.stopPropagation();
      activateItem(item.name);
    };
    const fitted = item.kind === 'circle' ? circles.find((c) => c.name === item.name) : undefined;
    const centre = fitted ? px({ x: fitted.x, y: fitted.y }) : null;
    const radiusPx = fitted && extent.width > 0 ? (fitted.radius / extent.width) * width : 0;
    return (
      <g
        key={item.name}
        data-testid={`dimension-item-${item.name}`}
        data-active={item.active ? 'true' : 'false'}
      >
        {item.kind !== 'circle' && (
          <polyline
            points={points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={colour}
            strokeWidth={2}
            style={{ cursor: 'pointer' }}
            onClick={select}
          />
        )}
        {centre && Number.isFinite(radiusPx) && (
          <ellipse
            cx={centre.x}
            cy={centre.y}
            rx={radiusPx}
            ry={extent.height > 0 && fitted ? (fitted.radius / extent.height) * height : radiusPx}
            fill="none"
            stroke={colour}
            strokeWidth={2}
            style={{ cursor: 'pointer' }}
            onClick={select}
          />
        )}
        {points.map((p, index) => (
          <circle
            key={index}
            cx={p.x}
            cy={p.y}
            r={item.active ? 6 : 4}
            fill={colour}
            stroke="#000000"
            strokeWidth={1}
            style={{ cursor: item.active ? 'grab' : 'pointer' }}
            onClick={select}
            onPointerDown={item.active ? drag.start({ name: item.name, index }) : undefined}
          />
        ))}
        {points[0] && (
          <text
            x={points[0].x + 8}
            y={points[0].y - 8}
            fill={colour}
            stroke="#000000"
            strokeWidth={0.4}
            fontSize={12}
          >
            {item.name}
          </text>
        )}
      </g>
    );
  };

  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, touchAction: 'none', overflow: 'visible' }}
      data-testid="dimension-overlay"
      {...drag.svgProps}
    >
      <rect
        width={width}
        height={height}
        fill="transparent"
        style={{ cursor: 'crosshair' }}
        onClick={onBackgroundClick}
        data-testid="dimension-canvas"
      />
      {items.map(drawItem)}
      {drawing.map((p, i) => {
        const q = px(p);
        return (
          <circle
            key={i}
            cx={q.x}
            cy={q.y}
            r={4}
            fill="#ff9800"
            stroke="#000000"
            strokeWidth={1}
            pointerEvents="none"
          />
        );
      })}
    </svg>
  );
}
