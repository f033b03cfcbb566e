// The slope and area statistics behind Sdq and Sdr (ISO 25178-2:2021 §4.3) and the EUR 15178N
// developed/projected areas (Sdar, Spar), from forward differences between neighbouring valid pixels.
//
// Definitional choice (STACK.md): the gradient is taken by forward differences, as Gwyddion 2.62
// does, not by central differences — central differences act as a low-pass filter and give ~1 % lower
// Sdq on rough fields and half of it on white noise. Sdq² is the mean squared x-difference over all
// valid x-neighbour pairs plus the mean squared y-difference over all valid y-neighbour pairs. Sdr
// integrates √(1 + |∇z|²) − 1 over the cells of 2×2 valid pixels, with |∇z|² of a cell the mean of the
// squared differences along its two x-edges plus the mean along its two y-edges, so that Sdr ≈ Sdq²/2
// holds for gentle slopes under one discretisation. Gwyddion instead splits each cell into four
// triangles around the cell's mean height and adds half-pixel border strips; the two agree exactly on
// planes and differ by the amounts stated in docs/parameters.md on rough fields.

export interface GradientStatistics {
  /** √(mean (∂z/∂x)² + mean (∂z/∂y)²); NaN when no neighbour pair is valid. */
  readonly rmsGradient: number;
  /** Σ over valid cells of the developed (tilted) cell area, m². */
  readonly developedArea: number;
  /** Σ over valid cells of dx·dy, m². */
  readonly projectedArea: number;
}

export function gradientStatistics(
  z: Float64Array,
  nx: number,
  ny: number,
  dx: number,
  dy: number,
): GradientStatistics {
  const ix2 = 1 / (dx * dx);
  const iy2 = 1 / (dy * dy);
  let xPairs = 0;
  let ySquares = 0;
  let yPairs = 0;
  let xSquares = 0;
  let cells = 0;
  let developed = 0;
  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    const below = base + nx;
    const hasBelow = row + 1 < ny;
    for (let col = 0; col < nx; col++) {
      const a = z[base + col] as number;
      if (a - a !== 0) continue;
      let ex = NaN;
      let ey = NaN;
      if (col + 1 < nx) {
        const b = z[base + col + 1] as number;
        if (b - b === 0) {
          ex = (b - a) * (b - a);
          xSquares += ex;
          xPairs++;
        }
      }
      if (hasBelow) {
        const c = z[below + col] as number;
        if (c - c === 0) {
          ey = (c - a) * (c - a);
          ySquares += ey;
          yPairs++;
          // The cell whose top-left corner is (row, col): needs its four corners valid.
          if (ex === ex && col + 1 < nx) {
            const d = z[below + col + 1] as number;
            if (d - d === 0) {
              const b = z[base + col + 1] as number;
              const bottom = (d - c) * (d - c);
              const right = (d - b) * (d - b);
              const g2 = 0.5 * (ex + bottom) * ix2 + 0.5 * (ey + right) * iy2;
              developed += Math.sqrt(1 + g2);
              cells++;
            }
          }
        }
      }
    }
  }
  const cellArea = dx * dy;
  const meanX = xPairs > 0 ? (xSquares / xPairs) * ix2 : 0;
  const meanY = yPairs > 0 ? (ySquares / yPairs) * iy2 : 0;
  return {
    rmsGradient: xPairs + yPairs > 0 ? Math.sqrt(meanX + meanY) : NaN,
    developedArea: developed * cellArea,
    projectedArea: cells * cellArea,
  };
}
