// The dimension items (spec part 2 §3 "Dimension": lines (start, end), angles (a, b, c), circles;
// §4: one active at a time, unselect clears every active flag, delete by name or the active one,
// items outside the image dropped when the file data is set). Points are metres in the image frame
// (x along columns from the left edge, y along rows from the top edge), as the dimension call takes
// them, so an item keeps its size on the sample when the image is cropped or resampled.
export interface MetrePoint {
  readonly x: number;
  readonly y: number;
}

export type DimensionKind = 'line' | 'angle' | 'circle';
export const DIMENSION_KINDS: readonly DimensionKind[] = ['line', 'angle', 'circle'];

/** Points that complete an item: a line's two ends, an angle's a, b (vertex), c, three circle points. */
export const POINTS_PER_ITEM: Readonly<Record<DimensionKind, number>> = { line: 2, angle: 3, circle: 3 };

export interface DimensionItem {
  readonly kind: DimensionKind;
  /** Unique among the items: "line 1", "angle 2", … */
  readonly name: string;
  readonly points: readonly MetrePoint[];
  readonly active: boolean;
}

/** The image extent in metres (cols × pixelSize, rows × pixelSizeY). */
export interface ImageExtent {
  readonly width: number;
  readonly height: number;
}

export function nextName(items: readonly DimensionItem[], kind: DimensionKind): string {
  const used = new Set(items.map((item) => item.name));
  for (let n = 1; ; n++) {
    const name = `${kind} ${n}`;
    if (!used.has(name)) return name;
  }
}

export const activate = (items: readonly DimensionItem[], name: string): DimensionItem[] =>
  items.map((item) => ({ ...item, active: item.name === name }));

export const unselect = (items: readonly DimensionItem[]): DimensionItem[] =>
  items.map((item) => ({ ...item, active: false }));

/** Deletes the named item, or the active one when no name is given. */
export function deleteItem(items: readonly DimensionItem[], name?: string): DimensionItem[] {
  return items.filter((item) => (name === undefined ? !item.active : item.name !== name));
}

const inside = (p: MetrePoint, extent: ImageExtent): boolean =>
  p.x >= 0 && p.y >= 0 && p.x <= extent.width && p.y <= extent.height;

/** §4/§5: the items with every point on the image. */
export function dropOutside(items: readonly DimensionItem[], extent: ImageExtent): DimensionItem[] {
  return items.filter((item) => item.points.every((p) => inside(p, extent)));
}

export const isComplete = (item: DimensionItem): boolean => item.points.length >= POINTS_PER_ITEM[item.kind];

/** The dimension call's settings for the complete items. */
/**
 * The request of the complete items. Items hold metres from the image's top-left corner; the server
 * takes the surface's frame, where that corner is `origin` (ForkData x0/y0).
 */
export function dimensionRequest(
  items: readonly DimensionItem[],
  origin: MetrePoint = { x: 0, y: 0 },
): {
  lines: { name: string; start: MetrePoint; end: MetrePoint }[];
  angles: { name: string; a: MetrePoint; b: MetrePoint; c: MetrePoint }[];
  circles: { name: string; points: MetrePoint[] }[];
} {
  const complete = items.filter(isComplete);
  const framed = (p: MetrePoint): MetrePoint => ({ x: origin.x + p.x, y: origin.y + p.y });
  const pick = (item: DimensionItem, i: number): MetrePoint => framed(item.points[i] as MetrePoint);
  return {
    lines: complete
      .filter((i) => i.kind === 'line')
      .map((i) => ({ name: i.name, start: pick(i, 0), end: pick(i, 1) })),
    angles: complete
      .filter((i) => i.kind === 'angle')
      .map((i) => ({ name: i.name, a: pick(i, 0), b: pick(i, 1), c: pick(i, 2) })),
    circles: complete
      .filter((i) => i.kind === 'circle')
      .map((i) => ({ name: i.name, points: i.points.map(framed) })),
  };
}
