// The volume polygon on the 2D view: each click adds a vertex (normalised 0..1 of the view); the
// outline closes back to the first vertex once there are three.
import type { MouseEvent } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';
import { MIN_POLYGON_VERTICES, useVolumeStore } from './useVolumeStore.ts';

export function VolumeOverlay({ width, height, toPx, fromPx }: OverlayProps) {
  const points = useVolumeStore((s) => s.polylinePoints);
  const addPoint = useVolumeStore((s) => s.addPoint);
  const pixels = points.map(toPx);
  const path = pixels.map((p) => `${p.x},${p.y}`).join(' ');
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    addPoint(fromPx({ x: event.clientX - box.left, y: event.clientY - box.top }));
  };
  return (
    <svg
      width={width}
      height={height}
      onClick={onClick}
      style={{ position: 'absolute', inset: 0, cursor: 'crosshair' }}
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
