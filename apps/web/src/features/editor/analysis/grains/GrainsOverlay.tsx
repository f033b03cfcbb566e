// The particles of the last valid result over the 2D view (spec part 2 §3 grains "regions"): the
// label image drawn as a picture stretched to the view (one image pixel per surface pixel).
import { useMemo } from 'react';
import type { OverlayProps } from '../../featurePanels.ts';
import { particleOverlayPixels } from './particleOverlayImage.ts';
import { useGrainsStore } from './useGrainsStore.ts';

function pictureOf(arrayRegions: readonly number[], width: number, height: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const pixels = particleOverlayPixels(arrayRegions, width, height);
  context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  return canvas.toDataURL('image/png');
}

export function GrainsOverlay({ width, height }: OverlayProps) {
  const data = useGrainsStore((s) => s.data);
  const dataInvalid = useGrainsStore((s) => s.dataInvalid);
  const picture = useMemo(
    () =>
      data && data.width > 0 && data.height > 0
        ? pictureOf(data.arrayRegions, data.width, data.height)
        : null,
    [data],
  );
  if (!picture || dataInvalid) return null;
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      data-testid="grains-overlay"
    >
      <image
        href={picture}
        x={0}
        y={0}
        width={width}
        height={height}
        preserveAspectRatio="none"
        style={{ imageRendering: 'pixelated' }}
      />
    </svg>
  );
}
