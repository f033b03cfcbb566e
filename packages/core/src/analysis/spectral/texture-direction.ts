// Std, the texture direction of ISO 25178-2:2021 §4.2.3, from the angular power spectrum: the power
// spectrum summed over all frequencies whose direction falls in each of ANGLE_BINS bins over half a turn
// (power spectra are point-symmetric), the strongest bin refined by a parabola through its neighbours.
// The lay runs perpendicular to that spectral direction; see spatial-parameters.ts for the convention.
import type { HalfSpectrum } from '../fft/real-fft-2d.ts';

const ANGLE_BINS = 360;

/**
 * `power` holds |F(kx, ky)|² of a field of power.nx × power.ny pixels of size dx × dy in `re`. Returns
 * the lay direction in radians, (−π/2, π/2], from +x towards +y; NaN for a flat field.
 */
export function textureDirection(power: HalfSpectrum, dx: number, dy: number): number {
  const { nx, ny, halfNx, re } = power;
  const bins = new Float64Array(ANGLE_BINS);
  const binWidth = Math.PI / ANGLE_BINS;
  const fxOf = new Float64Array(halfNx);
  for (let kx = 0; kx < halfNx; kx++) fxOf[kx] = kx / (nx * dx);
  // Rows ky and ny − ky have opposite fy, hence angles θ and −θ (atan2Approx is odd in y, exactly):
  // one arctangent serves both.
  for (let ky = 0; ky <= ny >> 1; ky++) {
    const fy = ky / (ny * dy);
    const row = ky * halfNx;
    const mirrorRow = ky > 0 && ny - ky !== ky ? (ny - ky) * halfNx : -1;
    for (let kx = ky === 0 ? 1 : 0; kx < halfNx; kx++) {
      // Direction of the frequency vector, in [0, π/2] here and folded into [π/2, π] for the mirror row.
      const angle = atan2Approx(fy, fxOf[kx] as number);
      // floor(…) is 0 … ANGLE_BINS; the last wraps to bin 0 (a comparison, not a floating-point modulo).
      let bin = Math.floor(angle / binWidth + 0.5);
      if (bin >= ANGLE_BINS) bin -= ANGLE_BINS;
      bins[bin] = (bins[bin] as number) + (re[row + kx] as number);
      if (mirrorRow < 0) continue;
      let mirrored = -angle;
      if (mirrored < 0) mirrored += Math.PI;
      let mirrorBin = Math.floor(mirrored / binWidth + 0.5);
      if (mirrorBin >= ANGLE_BINS) mirrorBin -= ANGLE_BINS;
      bins[mirrorBin] = (bins[mirrorBin] as number) + (re[mirrorRow + kx] as number);
    }
  }
  let best = 0;
  for (let b = 1; b < ANGLE_BINS; b++) if ((bins[b] as number) > (bins[best] as number)) best = b;
  if (!((bins[best] as number) > 0)) return NaN;
  const left = bins[(best + ANGLE_BINS - 1) % ANGLE_BINS] as number;
  const centre = bins[best] as number;
  const right = bins[(best + 1) % ANGLE_BINS] as number;
  const curvature = left - 2 * centre + right;
  const shift = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
  const spectralAngle = (best + shift) * binWidth;
  // The lay is perpendicular to the dominant spectral direction; fold into (−π/2, π/2].
  let lay = spectralAngle + Math.PI / 2;
  while (lay > Math.PI / 2) lay -= Math.PI;
  while (lay <= -Math.PI / 2) lay += Math.PI;
  return lay;
}

/**
 * atan2 for x ≥ 0 to within 2e-4 rad (0.012°, far inside a 0.5° bin) at a fraction of Math.atan2’s cost, which
 * dominated this loop (tens of millions of spectrum points for a padded 4096² field).
 */
function atan2Approx(y: number, x: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === 0 && ay === 0) return 0;
  const a = ax >= ay ? ay / ax : ax / ay;
  const s = a * a;
  let r = ((-0.0464964749 * s + 0.15931422) * s - 0.327622764) * s * a + a;
  if (ay > ax) r = Math.PI / 2 - r;
  return y < 0 ? -r : r;
}
