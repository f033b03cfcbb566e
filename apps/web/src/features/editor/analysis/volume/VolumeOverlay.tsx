// The volume polygon on the 2D view: each press of a mouse button, finger or pen adds a vertex
// (normalised 0..1 of the view); the outline closes back to the first vertex once there are three.
// Pointer events rather than clicks: a tap then adds its vertex at once and never waits for (or is
// eaten by) the browser's double-tap gesture, and a pen behaves like a mouse.
import type { PointerEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';
import { MIN_POLYGON_VERTICES, useVolumeStore } from './useVolumeStore.ts';

export function VolumeOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const points = useVolumeStore((s) => s.polylinePoints);
  const addPoint = useVolumeStore((s) => s.addPoint);
  const pixels = points.map(toPx);
  const path = pixels.map((p) => `${p.x},${p.y}`).join(' ');
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    // The primary button of a mouse or pen, or the first finger; not a right click or a second finger.
    if (!event.isPrimary || event.button !== 0) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    addPoint(fromPx({ x: event.clientX - box.left, y: event.clientY - box.top }));
  };
  return (
    <svg
      width={width}
      height={height}
      onPointerDown={onPointerDown}
      style={{ position: 'absolute', inset: 0, cursor: 'crosshair', touchAction: 'none' }}
      data-testid="volume-overlay"
    >
      {points.length >= MIN_POLYGON_VERTICES ? (
        <polygon points={path} fill="rgba(255,255,255,0.2)" stroke="#ffffff" strokeWidth={2} />
      ) : (
        <polyline points={path} fill="none" stroke="#ffffff" strokeWidth={2} />
      )}
      {pixels.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={4} fill="#ffffff" stroke="#000000" strokeWidth={1} />
      ))}
    </svg>
  );
}
