// Geometry of the 2D editor's links (spec part 3 §3 "link: a rectangle with left, right, top and
// bottom"): rectangles are fractions of the picture (contract image-links.ts), so the picture may be
// shown at any size. Pure functions: where a pointer is on the picture, the rectangle a drag spans,
// whether it is big enough to be a link, and which link a click falls on.
import { IMAGE_LINK_MIN_SIDE } from '@asperity/contract';

export interface FractionPoint {
  readonly x: number;
  readonly y: number;
}

export interface FractionRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Bounds {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The point under the pointer as fractions of the picture's box, clamped to the picture. */
export function fractionAt(clientX: number, clientY: number, bounds: Bounds): FractionPoint {
  if (!(bounds.width > 0) || !(bounds.height > 0)) return { x: 0, y: 0 };
  return {
    x: clamp01((clientX - bounds.left) / bounds.width),
    y: clamp01((clientY - bounds.top) / bounds.height),
  };
}

/** The rectangle between two corners, whichever way the drag went. */
export function rectBetween(a: FractionPoint, b: FractionPoint): FractionRect {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

/** A drag small enough to be a click is not a rectangle (the server refuses it too). */
export function isLinkSized(rect: FractionRect): boolean {
  return rect.right - rect.left >= IMAGE_LINK_MIN_SIDE && rect.bottom - rect.top >= IMAGE_LINK_MIN_SIDE;
}

export function contains(rect: FractionRect, point: FractionPoint): boolean {
  return point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
}

/**
 * The index of the link under `point`, or -1. Where rectangles overlap the smallest one wins, so a
 * small region drawn inside a larger one can still be reached; equal areas: the later one (drawn on top).
 */
export function linkAt(rects: readonly FractionRect[], point: FractionPoint): number {
  let best = -1;
  let bestArea = Infinity;
  rects.forEach((rect, index) => {
    if (!contains(rect, point)) return;
    const area = (rect.right - rect.left) * (rect.bottom - rect.top);
    if (area <= bestArea) {
      best = index;
      bestArea = area;
    }
  });
  return best;
}

/** CSS placement of a rectangle over the picture, in percent of its box. */
export function rectStyle(rect: FractionRect): {
  left: string;
  top: string;
  width: string;
  height: string;
} {
  const pct = (v: number) => `${(v * 100).toFixed(4)}%`;
  return {
    left: pct(rect.left),
    top: pct(rect.top),
    width: pct(rect.right - rect.left),
    height: pct(rect.bottom - rect.top),
  };
}
