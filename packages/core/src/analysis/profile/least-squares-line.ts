// Form removal of a profile before filtering (ISO 4287:1997 §3.1 and ISO 21920-2:2021: the
// mean line of the primary profile is the least-squares line). Invalid samples (NaN) are skipped.

/** Subtracts the least-squares straight line in place; returns false when fewer than two samples are valid. */
export function subtractLeastSquaresLine(z: Float64Array): boolean {
  let count = 0;
  let sumI = 0;
  let sumZ = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (Number.isNaN(v)) continue;
    count++;
    sumI += i;
    sumZ += v;
  }
  if (count < 2) return false;
  const meanI = sumI / count;
  const meanZ = sumZ / count;
  let sxx = 0;
  let sxz = 0;
  for (let i = 0; i < z.length; i++) {
    const v = z[i] as number;
    if (Number.isNaN(v)) continue;
    sxx += (i - meanI) * (i - meanI);
    sxz += (i - meanI) * (v - meanZ);
  }
  const slope = sxx > 0 ? sxz / sxx : 0;
  for (let i = 0; i < z.length; i++) z[i] = (z[i] as number) - meanZ - slope * (i - meanI);
  return true;
}
