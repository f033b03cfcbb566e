// The volume call takes the polygon's vertices in metres in the surface's frame (core
// volume/polygon-pixels.ts: column c spans c·dx … (c+1)·dx from the image's left edge, row r likewise
// from its top). The editor draws vertices as fractions of the 2D view (0..1, y down), so a vertex at
// (u, v) is at x0 + u·cols·dx, y0 + v·rows·dy (x0/y0: the image's corner, not 0 after a crop or for
// many instruments' files).
import type { EditorSurfaceInfo } from '../../editorSession.ts';

export interface NormalisedPoint {
  readonly x: number;
  readonly y: number;
}

export function polygonInMetres(
  points: readonly NormalisedPoint[],
  data: Pick<EditorSurfaceInfo, 'cols' | 'rows' | 'pixelSize' | 'pixelSizeY' | 'x0' | 'y0'>,
): { xs: number[]; ys: number[] } {
  const width = data.cols * data.pixelSize;
  const height = data.rows * data.pixelSizeY;
  return { xs: points.map((p) => data.x0 + p.x * width), ys: points.map((p) => data.y0 + p.y * height) };
}
