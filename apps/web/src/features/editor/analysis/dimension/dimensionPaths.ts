// The dimension items as paths for the 3D view's tool outline: lines and angles through their points,
// circles as the server fitted them (a polygon fine enough to look round). Points are metres in the
// image frame (dimensionItems.ts); the paths are normalised like the 2D overlays' points.
import type { ImageExtent, MetrePoint } from './dimensionItems.ts';

export interface FittedCircle {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

export interface OutlinePath {
  readonly points: readonly { x: number; y: number }[];
  readonly closed: boolean;
}

/** Corners of a circle's polygon: about 1° of arc per corner would be wasted on a 3D line. */
export const CIRCLE_CORNERS = 72;

export function dimensionPaths(
  items: readonly { readonly kind: string; readonly name: string; readonly points: readonly MetrePoint[] }[],
  circles: readonly FittedCircle[],
  extent: ImageExtent,
): OutlinePath[] {
  if (!(extent.width > 0 && extent.height > 0)) return [];
  const normalised = (p: MetrePoint) => ({ x: p.x / extent.width, y: p.y / extent.height });
  const paths: OutlinePath[] = [];
  for (const item of items) {
    if (item.kind !== 'circle') {
      if (item.points.length >= 2) paths.push({ points: item.points.map(normalised), closed: false });
      continue;
    }
    const fitted = circles.find((circle) => circle.name === item.name);
    if (!fitted || !(fitted.radius > 0) || !Number.isFinite(fitted.radius)) continue;
    const points = Array.from({ length: CIRCLE_CORNERS }, (_, k) => {
      const angle = (2 * Math.PI * k) / CIRCLE_CORNERS;
      return normalised({
        x: fitted.x + fitted.radius * Math.cos(angle),
        y: fitted.y + fitted.radius * Math.sin(angle),
      });
    });
    paths.push({ points, closed: true });
  }
  return paths;
}
