// The particle label image (run-length arrayRegions, width × height) as RGBA pixels: background
// transparent, each particle a half-transparent colour of a small cycling palette so neighbours
// differ. Drawn into a canvas once per result and stretched over the 2D view.
import { decodeRunLength } from '@asperity/core';

const PALETTE: readonly (readonly [number, number, number])[] = [
  [230, 25, 75],
  [60, 180, 75],
  [255, 225, 25],
  [0, 130, 200],
  [245, 130, 48],
  [145, 30, 180],
  [70, 240, 240],
  [240, 50, 230],
];
const ALPHA = 140;

export function particleOverlayPixels(
  arrayRegions: readonly number[],
  width: number,
  height: number,
): Uint8ClampedArray {
  const labels = decodeRunLength(arrayRegions, width * height);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    if (label === 0) continue;
    const colour = PALETTE[(label - 1) % PALETTE.length] as readonly [number, number, number];
    rgba[i * 4] = colour[0];
    rgba[i * 4 + 1] = colour[1];
    rgba[i * 4 + 2] = colour[2];
    rgba[i * 4 + 3] = ALPHA;
  }
  return rgba;
}
