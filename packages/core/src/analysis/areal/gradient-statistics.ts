// The slope and area statistics behind Sdq and Sdr (ISO 25178-2:2021 §4.3) and the EUR 15178N
// developed/projected areas (Sdar, Spar), from forward differences between neighbouring valid pixels.
//
// Definitional choice (STACK.md): the gradient is taken by forward differences, as Gwyddion 2.62
// does, not by central differences — central differences act as a low-pass filter and give ~1 % lower
// Sdq on rough fields and half of it on white noise. Sdq² is the mean squared x-difference over all
// valid x-neighbour pairs plus the mean squared y-difference over all valid y-neighbour pairs. The
// developed area behind Sdr is Gwyddion's triangulation (surface-area.ts).
import { surfaceArea } from './surface-area.ts';

export interface GradientStatistics {
  /** √(mean (∂z/∂x)² + mean (∂z/∂y)²); NaN when no neighbour pair is valid. */
  readonly rmsGradient: number;
  /** Developed area of the valid pixels (surface-area.ts), m². */
  readonly developedArea: number;
  /** Valid pixels × dx·dy, m². */
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
  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    const below = base + nx;
    const hasBelow = row + 1 < ny;
    for (let col = 0; col < nx; col++) {
      const a = z[base + col] as number;
      if (a - a !== 0) continue;
      if (col + 1 < nx) {
        const b = z[base + col + 1] as number;
        if (b - b === 0) {
          xSquares += (b - a) * (b - a);
          xPairs++;
        }
      }
      if (hasBelow) {
        const c = z[below + col] as number;
        if (c - c === 0) {
          ySquares += (c - a) * (c - a);
          yPairs++;
        }
      }
    }
  }
  const area = surfaceArea(z, nx, ny, dx, dy);
  const meanX = xPairs > 0 ? (xSquares / xPairs) * ix2 : 0;
  const meanY = yPairs > 0 ? (ySquares / yPairs) * iy2 : 0;
  return {
    rmsGradient: xPairs + yPairs > 0 ? Math.sqrt(meanX + meanY) : NaN,
    developedArea: area.developedArea,
    projectedArea: area.projectedArea,
  };
}
