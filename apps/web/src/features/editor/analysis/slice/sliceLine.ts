// The slice line (spec part 2 §3 "Slice / profile / step", §4): horizontal, vertical or diagonal,
// start and end as fractions of the image (y down), shared by the slice and the profile-parameters
// panels (both describe the profile along it). Horizontal lines span the width at one height,
// vertical lines the height at one x; setting both end points makes the line diagonal (§4).
export type SliceType = 'horizontal' | 'vertical' | 'diagonal';
export const SLICE_TYPES: readonly SliceType[] = ['horizontal', 'vertical', 'diagonal'];

export interface FractionPoint {
  readonly x: number;
  readonly y: number;
}

export interface SliceLine {
  readonly type: SliceType;
  readonly start: FractionPoint;
  readonly end: FractionPoint;
}

export const DEFAULT_SLICE_LINE: SliceLine = {
  type: 'horizontal',
  start: { x: 0, y: 0.5 },
  end: { x: 1, y: 0.5 },
};

const clamp01 = (v: number): number => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

/** A horizontal line through y, a vertical one through x. */
export const horizontalAt = (y: number): SliceLine => ({
  type: 'horizontal',
  start: { x: 0, y: clamp01(y) },
  end: { x: 1, y: clamp01(y) },
});
export const verticalAt = (x: number): SliceLine => ({
  type: 'vertical',
  start: { x: clamp01(x), y: 0 },
  end: { x: clamp01(x), y: 1 },
});

/** The line of another type through the middle of the current one (diagonal: corner to corner). */
export function withType(line: SliceLine, type: SliceType): SliceLine {
  const middle = { x: (line.start.x + line.end.x) / 2, y: (line.start.y + line.end.y) / 2 };
  if (type === 'horizontal') return horizontalAt(middle.y);
  if (type === 'vertical') return verticalAt(middle.x);
  if (line.type === 'diagonal') return line;
  return { type: 'diagonal', start: { x: 0, y: 0 }, end: { x: 1, y: 1 } };
}

/** §4: a position with both start and end set makes the line diagonal. */
export function withPosition(start: FractionPoint, end: FractionPoint): SliceLine {
  return {
    type: 'diagonal',
    start: { x: clamp01(start.x), y: clamp01(start.y) },
    end: { x: clamp01(end.x), y: clamp01(end.y) },
  };
}

/** The fraction 0..1 along the segment of the point nearest to p. */
export function fractionAlong(line: SliceLine, p: FractionPoint): number {
  const dx = line.end.x - line.start.x;
  const dy = line.end.y - line.start.y;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return 0;
  return clamp01(((p.x - line.start.x) * dx + (p.y - line.start.y) * dy) / length2);
}

/** The point at fraction t of the segment. */
export function pointAlong(line: SliceLine, t: number): FractionPoint {
  return {
    x: line.start.x + (line.end.x - line.start.x) * t,
    y: line.start.y + (line.end.y - line.start.y) * t,
  };
}

/** The line as the contract's `line` setting. */
export function lineRequest(line: SliceLine): SliceLine {
  return { type: line.type, start: { ...line.start }, end: { ...line.end } };
}
