// Per-particle quantities of the grains and particles panel (spec part 2 §3 grains statistics:
// area, perimeter, aspect ratio, orientation, roundness, form factor; plus heights and volume the
// issue asks for), all in SI units: metres, m², m³, radians; ratios as plain numbers.
//
// Definitions (and how they compare with Gwyddion 2.62, tested on its reference values):
// - area: pixel count × dx·dy (Gwyddion PROJECTED_AREA, equal).
// - equivalentDiameter: 2·√(area/π) (2 × Gwyddion EQUIV_DISC_RADIUS, equal).
// - perimeter: the minimum-length polygon of the pixels (particle-minimum-perimeter.ts): converges to
//   the true length (a disc within 0.1 % from r = 50 px); shorter than Gwyddion's FLAT_BOUNDARY_LENGTH,
//   whose zig-zag outline is 5–6 % too long on slanted edges at every size.
// - centroid: mean pixel-centre position in the surface frame (Gwyddion CENTER_X/Y, equal).
// - aspectRatio, orientation: from the second central moments of the particle's pixels (each a
//   dx×dy square, so its own variance dx²/12, dy²/12 is added): aspectRatio = √(λ₁/λ₂) ≥ 1 of the
//   covariance eigenvalues, orientation = angle of the major axis from +x, counter-clockwise as the
//   image is shown (rows grow downwards), in (−π/2, π/2]. The ratio and angle of Gwyddion's
//   EQUIV_ELLIPSE_MAJOR/MINOR/ANGLE are the same (tested); its semi-axes are scaled differently.
// - maximumFeretDiameter: maximum-feret-diameter.ts (Gwyddion MAXIMUM_BOUND_SIZE, equal).
// - roundness: 4·area/(π·Feret²) (ISO 9276-6 "roundness"; 1 for a disc, smaller otherwise).
// - formFactor: 4π·A/perimeter² (ISO 9276-6 "form factor" / circularity; 1 for a disc) with A the area
//   enclosed by the same polygon, so it is ≤ 1 for every particle (isoperimetric inequality); 0 for a
//   particle one pixel wide everywhere, whose polygon encloses nothing.
// - minimum/maximum/meanHeight: of the particle's heights (Gwyddion MINIMUM/MAXIMUM/MEAN, equal).
// - volume: Σ |z − threshold|·dx·dy, the material above the threshold plane (ABOVE) or the void
//   below it (BELOW), m³. Gwyddion's VOLUME_0/MIN integrate a differently interpolated surface over
//   other bases, so they are not compared.
import type { Surface } from '../../surface/surface.ts';
import { maximumFeretDiameter } from './maximum-feret-diameter.ts';
import { particleOutlines } from './particle-minimum-perimeter.ts';

export interface Particle {
  readonly id: number;
  readonly pixels: number;
  readonly area: number;
  readonly equivalentDiameter: number;
  readonly perimeter: number;
  readonly centroidX: number;
  readonly centroidY: number;
  readonly aspectRatio: number;
  readonly orientation: number;
  readonly maximumFeretDiameter: number;
  readonly roundness: number;
  readonly formFactor: number;
  readonly minimumHeight: number;
  readonly maximumHeight: number;
  readonly meanHeight: number;
  readonly volume: number;
  readonly touchesEdge: boolean;
}

export function particleStatistics(
  surface: Surface,
  labels: Int32Array,
  count: number,
  threshold: number,
): Particle[] {
  const { nx, ny, dx, dy, z } = surface;
  const pixels = new Float64Array(count + 1);
  const sumX = new Float64Array(count + 1);
  const sumY = new Float64Array(count + 1);
  const sumXX = new Float64Array(count + 1);
  const sumYY = new Float64Array(count + 1);
  const sumXY = new Float64Array(count + 1);
  const sumZ = new Float64Array(count + 1);
  const sumExcess = new Float64Array(count + 1);
  const minZ = new Float64Array(count + 1).fill(Infinity);
  const maxZ = new Float64Array(count + 1).fill(-Infinity);
  const touches = new Uint8Array(count + 1);
  const corners: number[][] = Array.from({ length: count + 1 }, () => []);

  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    const edgeRow = row === 0 || row === ny - 1;
    let col = 0;
    while (col < nx) {
      const label = labels[base + col] as number;
      if (label === 0) {
        col++;
        continue;
      }
      // One run of the particle along this row: height sums in locals, the position moments of
      // columns start..end−1 in closed form, flushed to the per-particle arrays once per run.
      const start = col;
      let heightSum = 0;
      let excessSum = 0;
      let low = Infinity;
      let high = -Infinity;
      while (col < nx && labels[base + col] === label) {
        const v = z[base + col] as number;
        heightSum += v;
        excessSum += Math.abs(v - threshold);
        if (v < low) low = v;
        if (v > high) high = v;
        col++;
      }
      const end = col;
      const length = end - start;
      const columnSum = ((start + end - 1) * length) / 2;
      const columnSquares = squaresBelow(end) - squaresBelow(start);
      pixels[label] = (pixels[label] as number) + length;
      sumX[label] = (sumX[label] as number) + columnSum;
      sumY[label] = (sumY[label] as number) + row * length;
      sumXX[label] = (sumXX[label] as number) + columnSquares;
      sumYY[label] = (sumYY[label] as number) + row * row * length;
      sumXY[label] = (sumXY[label] as number) + row * columnSum;
      sumZ[label] = (sumZ[label] as number) + heightSum;
      sumExcess[label] = (sumExcess[label] as number) + excessSum;
      if (low < (minZ[label] as number)) minZ[label] = low;
      if (high > (maxZ[label] as number)) maxZ[label] = high;
      if (edgeRow || start === 0 || end === nx) touches[label] = 1;
      // The run's end pixels carry the row's extreme corners (for the Feret diameter).
      (corners[label] as number[]).push(
        start * dx,
        row * dy,
        start * dx,
        (row + 1) * dy,
        end * dx,
        row * dy,
        end * dx,
        (row + 1) * dy,
      );
    }
  }
  const { perimeters, polygonAreas } = particleOutlines(labels, nx, ny, count, dx, dy);
  const cell = dx * dy;
  const particles: Particle[] = [];
  for (let label = 1; label <= count; label++) {
    const n = pixels[label] as number;
    const mx = (sumX[label] as number) / n;
    const my = (sumY[label] as number) / n;
    // Covariance in metres² including each pixel's own extent (uniform square: side²/12).
    const cxx = ((sumXX[label] as number) / n - mx * mx + 1 / 12) * dx * dx;
    const cyy = ((sumYY[label] as number) / n - my * my + 1 / 12) * dy * dy;
    const cxy = ((sumXY[label] as number) / n - mx * my) * dx * dy;
    const half = 0.5 * (cxx + cyy);
    const spread = Math.sqrt(0.25 * (cxx - cyy) ** 2 + cxy * cxy);
    const major = half + spread;
    const minor = Math.max(half - spread, Number.MIN_VALUE);
    // Rows grow downwards on screen, so a counter-clockwise angle as shown negates the y part.
    let orientation = 0.5 * Math.atan2(-2 * cxy, cxx - cyy);
    if (orientation <= -Math.PI / 2) orientation += Math.PI;
    const area = n * cell;
    const perimeter = perimeters[label] as number;
    const enclosed = polygonAreas[label] as number;
    const feret = maximumFeretDiameter(corners[label] as number[]);
    particles.push({
      id: label,
      pixels: n,
      area,
      equivalentDiameter: 2 * Math.sqrt(area / Math.PI),
      perimeter,
      centroidX: surface.x0 + (mx + 0.5) * dx,
      centroidY: surface.y0 + (my + 0.5) * dy,
      aspectRatio: Math.sqrt(major / minor),
      orientation,
      maximumFeretDiameter: feret,
      roundness: (4 * area) / (Math.PI * feret * feret),
      formFactor: enclosed > 0 ? (4 * Math.PI * enclosed) / (perimeter * perimeter) : 0,
      minimumHeight: minZ[label] as number,
      maximumHeight: maxZ[label] as number,
      meanHeight: (sumZ[label] as number) / n,
      volume: (sumExcess[label] as number) * cell,
      touchesEdge: touches[label] === 1,
    });
  }
  return particles;
}

/** 0² + 1² + … + (k−1)². */
function squaresBelow(k: number): number {
  return ((k - 1) * k * (2 * k - 1)) / 6;
}
