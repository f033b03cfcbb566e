// Finding scars (horizontal strokes: short runs of one to a few rows shifted up or down against the rows
// above and below), as Gwyddion's "Mark Scars" (gwy_data_field_mark_scars, libprocess/correct.c) does,
// so the marks agree with it point for point:
// 1. σ_v, the "vertical rms": √(Σ (z[r][c] − z[r+1][c])² / (nx·ny)) — Gwyddion divides by nx·ny, not by
//    the nx·(ny − 1) differences; with invalid points we scale the valid pairs' count the same way.
// 2. For each point and each width k = 1 … maxWidth (the first that qualifies), the k points below it form
//    a positive scar when their minimum exceeds the larger of the two points bounding them (above and
//    below) by thresholdLow·σ_v; each scar point is scored (z − bound)/σ_v. Negative scars mirror this.
//    Like Gwyddion, the search starts only at rows < ny − (maxWidth + 1).
// 3. Hysteresis along the row: a point scoring ≥ thresholdLow next to one scoring ≥ thresholdHigh is
//    promoted to thresholdHigh (one pass left to right, one right to left).
// 4. Runs of points scoring ≥ thresholdHigh shorter than minLength are dropped; the rest are the scars.

export type ScarType = 'positive' | 'negative' | 'both';

export interface ScarSettings {
  /** Score (in σ_v) a scar point must reach, possibly after hysteresis. */
  readonly thresholdHigh: number;
  /** Score with which a point joins a neighbouring scar. */
  readonly thresholdLow: number;
  /** Shortest run along a row, in pixels. */
  readonly minLength: number;
  /** Widest scar across rows, in pixels. */
  readonly maxWidth: number;
  readonly type: ScarType;
}

function verticalRms(z: Float64Array, nx: number, ny: number): number {
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i + nx < nx * ny; i++) {
    const d = (z[i] as number) - (z[i + nx] as number);
    if (Number.isNaN(d)) continue;
    sum += d * d;
    pairs++;
  }
  return pairs === 0 ? 0 : Math.sqrt(sum / ((pairs * ny) / (ny - 1)));
}

function markOneSign(
  z: Float64Array,
  nx: number,
  ny: number,
  rms: number,
  s: ScarSettings,
  negative: boolean,
): Uint8Array {
  const width = Math.min(s.maxWidth, ny - 2);
  const score = new Float64Array(nx * ny);
  // Heights with the sign flipped for negative scars, so one search serves both.
  const h = (i: number) => (negative ? -(z[i] as number) : (z[i] as number));
  for (let row = 0; row < ny - (width + 1); row++) {
    for (let col = 0; col < nx; col++) {
      const at = row * nx + col;
      let inner = h(at + nx);
      let bound = Number.NaN;
      let k = 1;
      for (; k <= width; k++) {
        bound = Math.max(h(at), h(at + (k + 1) * nx));
        inner = Math.min(inner, h(at + k * nx));
        if (inner - bound >= s.thresholdLow * rms) break;
      }
      if (k > width) continue;
      for (let n = 1; n <= k; n++) score[at + n * nx] = (h(at + n * nx) - bound) / rms;
    }
  }
  const marks = new Uint8Array(nx * ny);
  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    for (let col = 1; col < nx; col++)
      if (
        (score[base + col] as number) >= s.thresholdLow &&
        (score[base + col - 1] as number) >= s.thresholdHigh
      )
        score[base + col] = s.thresholdHigh;
    for (let col = nx - 1; col > 0; col--)
      if (
        (score[base + col - 1] as number) >= s.thresholdLow &&
        (score[base + col] as number) >= s.thresholdHigh
      )
        score[base + col - 1] = s.thresholdHigh;
    let run = 0;
    for (let col = 0; col <= nx; col++) {
      if (col < nx && (score[base + col] as number) >= s.thresholdHigh) {
        run++;
        continue;
      }
      if (run >= s.minLength) marks.fill(1, base + col - run, base + col);
      run = 0;
    }
  }
  return marks;
}

/** 1 where a scar point is, 0 elsewhere (row-major like z). */
export function markScars(z: Float64Array, nx: number, ny: number, settings: ScarSettings): Uint8Array {
  const none = new Uint8Array(nx * ny);
  if (settings.minLength > nx || ny < 3) return none;
  const rms = verticalRms(z, nx, ny);
  if (!(rms > 0)) return none;
  if (settings.type === 'positive') return markOneSign(z, nx, ny, rms, settings, false);
  if (settings.type === 'negative') return markOneSign(z, nx, ny, rms, settings, true);
  const positive = markOneSign(z, nx, ny, rms, settings, false);
  const negative = markOneSign(z, nx, ny, rms, settings, true);
  for (let i = 0; i < positive.length; i++) positive[i] = (positive[i] as number) | (negative[i] as number);
  return positive;
}
