// Profile elements (ISO 4287:1997 §3.2, ISO 21920-2:2021): a peak followed by the adjacent
// valley, delimited by successive upward crossings of the mean line. To count as a peak or valley a
// part must exceed the height discrimination, 10 % of Rz (ISO 4287 default),
// which is applied as hysteresis so small wiggles around the mean line do not split an element; the
// width discrimination, 1 % of the sampling length, drops shorter elements. Crossing positions are
// linearly interpolated between samples, so RSm of a sampled sine is its wavelength.

export interface ProfileElements {
  /** Widths Xs of the complete elements, metres. */
  readonly widths: readonly number[];
  /** Heights Zt (peak height plus valley depth) of the complete elements, metres. */
  readonly heights: readonly number[];
}

export function findProfileElements(
  z: Float64Array,
  spacing: number,
  heightDiscrimination: number,
  widthDiscrimination: number,
): ProfileElements {
  const boundaries: number[] = [];
  let state: 'start' | 'low' | 'high' = 'start';
  let lastUpCrossing = NaN;
  let previous = NaN;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (Number.isNaN(v)) {
      previous = NaN;
      continue;
    }
    if (previous < 0 && v >= 0) lastUpCrossing = i - 1 + -previous / (v - previous);
    previous = v;
    if (v <= -heightDiscrimination) state = 'low';
    else if (v >= heightDiscrimination && state === 'low') {
      state = 'high';
      if (Number.isFinite(lastUpCrossing)) boundaries.push(lastUpCrossing);
    }
  }
  const widths: number[] = [];
  const heights: number[] = [];
  for (let k = 0; k + 1 < boundaries.length; k++) {
    const from = boundaries[k] as number;
    const to = boundaries[k + 1] as number;
    const width = (to - from) * spacing;
    if (width < widthDiscrimination) continue;
    let max = -Infinity;
    let min = Infinity;
    for (let i = Math.ceil(from); i <= Math.floor(to); i++) {
      const v = z[i] as number;
      if (v > max) max = v;
      if (v < min) min = v;
    }
    widths.push(width);
    heights.push(max - min);
  }
  return { widths, heights };
}
