// Between a click on the colour map (normalised 0..1 of the drawn field, y down from row 0) and the
// pixel numbers an operator takes (column, row of the full-resolution fork, not of the possibly
// block-averaged picture the browser received).

export interface GridSize {
  readonly cols: number;
  readonly rows: number;
}

/** The pixel whose cell holds the normalised point (the edges belong to the last cell). */
export function pixelAt(point: { x: number; y: number }, grid: GridSize): { col: number; row: number } {
  const clamp = (value: number, count: number) => Math.min(count - 1, Math.max(0, Math.floor(value * count)));
  return { col: clamp(point.x, grid.cols), row: clamp(point.y, grid.rows) };
}

/** The normalised centre of a pixel, or undefined when it is not a pixel of the grid. */
export function pixelCentre(
  pixel: { col: number; row: number },
  grid: GridSize,
): { x: number; y: number } | undefined {
  const { col, row } = pixel;
  if (!Number.isInteger(col) || !Number.isInteger(row)) return undefined;
  if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows) return undefined;
  return { x: (col + 0.5) / grid.cols, y: (row + 0.5) / grid.rows };
}

/** The point a click places: the chosen one, else the first not yet on the grid, else the first. */
export function pointToPlace(placed: readonly boolean[], chosen: number | undefined): number {
  if (chosen !== undefined && chosen >= 0 && chosen < placed.length) return chosen;
  const free = placed.indexOf(false);
  return free === -1 ? 0 : free;
}

export interface AreaFractions {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The rectangle dragged from `a` to `b` as fractions of the field, on pixel boundaries and at least one
 * pixel wide and high: the pixels the crop keeps (columns round(left·cols) … round(right·cols) − 1) are
 * the ones the drawn rectangle covers.
 */
export function areaBetween(
  a: { x: number; y: number },
  b: { x: number; y: number },
  grid: GridSize,
): AreaFractions {
  const span = (from: number, to: number, count: number): [number, number] => {
    const clamp = (value: number) => Math.min(count, Math.max(0, value));
    let start = clamp(Math.floor(Math.min(from, to) * count));
    let end = clamp(Math.ceil(Math.max(from, to) * count));
    if (end <= start) {
      if (start >= count) start = count - 1;
      end = start + 1;
    }
    return [start / count, end / count];
  };
  const [left, right] = span(a.x, b.x, grid.cols);
  const [top, bottom] = span(a.y, b.y, grid.rows);
  return { left, top, right, bottom };
}

/** Decimals that keep a fraction of the field on its pixel when rounded back (0.01 px at most off). */
export function fractionDigits(grid: GridSize): number {
  return Math.ceil(Math.log10(Math.max(grid.cols, grid.rows, 10))) + 2;
}
