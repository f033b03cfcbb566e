// The volume call takes the polygon's vertices in metres in the surface's frame (core
// volume/polygon-pixels.ts: column c spans c·dx … (c+1)·dx from the image's left edge, row r likewise
// from its top). The editor draws vertices as fractions of the 2D view (0..1, y down), so a vertex at
// (u, v) is at u·cols·dx, v·rows·dy.
import type { EditorSurfaceInfo } from '../../editorSession.ts';

export interface NormalisedPoint {
  readonly x: number;
  readonly y: number;
}

export function polygonInMetres(
  points: readonly NormalisedPoint[],
  data: Pick<EditorSurfaceInfo, 'cols' | 'rows' | 'pixelSize' | 'pixelSizeY'>,
): { xs: number[]; ys: number[] } {
  const width = data.cols * data.pixelSize;
  const height = data.rows * data.pixelSizeY;
  return { xs: points.map((p) => p.x * width), ys: points.map((p) => p.y * height) };
}
