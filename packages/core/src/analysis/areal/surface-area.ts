// Developed (true) surface area behind Sdr and Sdar (ISO 25178-2:2021 §4.3.2), discretised as
// Gwyddion 2.62's gwy_data_field_get_surface_area, the reference users compare against (issue 15).
//
// The heights are the vertices of a grid of cells dx × dy between neighbouring pixel centres. Each
// cell is split into four triangles joining one of its edges to the cell centre at the mean height c
// of its four corners; a triangle over an edge of length a (heights z₁, z₂), the other cell side b,
// has the area (a·b/4)·√(1 + ((z₂ − z₁)/a)² + ((z₁ + z₂ − 2c)/b)²). Beyond the outer pixel centres
// lie half-pixel border strips, so the projected area is nx·ny·dx·dy (xreal·yreal, as in Gwyddion):
// a strip is tilted only along the border (its outer edge repeats the border heights) and the four
// corner quarter-pixels are flat. Implemented by quarters: every valid pixel owns the quarter of each
// of the four cells around it (dx·dy in all), so
// - in a cell with four valid corners, the quarter at a corner is half of each of the two triangles
//   on the corner's edges (Gwyddion's weighting of masked corners);
// - in a cell with a missing corner — outside the image or invalid (NaN) — the quarter is the plane
//   through the corner and those of its two edge-neighbours in the cell that are valid: tilted along
//   x, y, both, or flat. At the image border this is exactly Gwyddion's strips and corners; inside,
//   it extends them to invalid points, which Gwyddion has no notion of (it masks and fills them).
// Tested equal to Gwyddion 2.62 to 1e-12 on the committed reference fields (areal.json).
//
// Consequences worth knowing: a plane tilted by a along x gets Sdr = (√(1 + a²) − 1)·(nx − 1)/nx,
// because the strips along the left and right borders are level; a sinusoid's developed area is
// under-resolved where slopes change sign between pixels (the triangles see the cell mean).

export interface SurfaceArea {
  /** Developed area of the valid pixels' quarters, m². */
  readonly developedArea: number;
  /** Projected area: number of valid pixels × dx·dy, m². */
  readonly projectedArea: number;
}

export function surfaceArea(z: Float64Array, nx: number, ny: number, dx: number, dy: number): SurfaceArea {
  const ix2 = 1 / (dx * dx);
  const iy2 = 1 / (dy * dy);
  const height = (row: number, col: number): number =>
    row < 0 || col < 0 || row >= ny || col >= nx ? NaN : (z[row * nx + col] as number);
  let quarters = 0;
  let valid = 0;
  // Cell (row, col) has the corners (row, col) top-left … (row + 1, col + 1) bottom-right; rows −1
  // and ny − 1, columns −1 and nx − 1 are the border cells half outside the image.
  for (let row = -1; row < ny; row++) {
    for (let col = -1; col < nx; col++) {
      const tl = height(row, col);
      const tr = height(row, col + 1);
      const br = height(row + 1, col + 1);
      const bl = height(row + 1, col);
      const full = tl === tl && tr === tr && br === br && bl === bl;
      if (full) {
        const c2 = 0.5 * (tl + tr + br + bl);
        // Sum of the four triangles, each counted by the two corner quarters that share it.
        quarters +=
          Math.sqrt(1 + (tr - tl) ** 2 * ix2 + (tl + tr - c2) ** 2 * iy2) +
          Math.sqrt(1 + (br - tr) ** 2 * iy2 + (tr + br - c2) ** 2 * ix2) +
          Math.sqrt(1 + (br - bl) ** 2 * ix2 + (bl + br - c2) ** 2 * iy2) +
          Math.sqrt(1 + (bl - tl) ** 2 * iy2 + (tl + bl - c2) ** 2 * ix2);
        continue;
      }
      if (tl === tl) quarters += partialQuarter(tl, tr, bl, ix2, iy2);
      if (tr === tr) quarters += partialQuarter(tr, tl, br, ix2, iy2);
      if (br === br) quarters += partialQuarter(br, bl, tr, ix2, iy2);
      if (bl === bl) quarters += partialQuarter(bl, br, tl, ix2, iy2);
    }
  }
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (v === v) valid++;
  }
  const quarterArea = 0.25 * dx * dy;
  return { developedArea: quarters * quarterArea, projectedArea: valid * dx * dy };
}

/** Quarter at a valid corner of an incomplete cell, in units of dx·dy/4: the plane through its valid edge-neighbours. */
function partialQuarter(corner: number, alongX: number, alongY: number, ix2: number, iy2: number): number {
  const gx2 = alongX === alongX ? (alongX - corner) ** 2 * ix2 : 0;
  const gy2 = alongY === alongY ? (alongY - corner) ** 2 * iy2 : 0;
  return Math.sqrt(1 + gx2 + gy2);
}
