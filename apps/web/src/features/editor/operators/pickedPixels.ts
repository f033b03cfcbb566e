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
