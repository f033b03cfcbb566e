// The standard normal distribution for generated reference surfaces and their exact parameter values:
// a surface whose heights are the normal quantiles at (k + ½)/n has a material ratio curve that is the
// Gaussian one sampled without noise, so ISO 25178-2 functional parameters can be checked against
// closed forms (Sk = 2·probit(0.7)/0.4·σ, …) without sampling error.

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** φ(x), the standard normal density. */
export function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_2PI;
}

/**
 * Φ(x), the standard normal distribution function, by the series ½ + φ(x)·Σ x^(2k+1)/(1·3·…·(2k+1))
 * (Marsaglia 2004): all terms of one sign, so no cancellation; absolute error ~1e-16 for |x| ≤ 8.
 */
export function normalCdf(x: number): number {
  if (x < -8) return 0;
  if (x > 8) return 1;
  let term = x;
  let sum = x;
  const x2 = x * x;
  for (let k = 1; Math.abs(term) > 1e-17 * Math.abs(sum); k++) {
    term *= x2 / (2 * k + 1);
    sum += term;
  }
  return 0.5 + normalDensity(x) * sum;
}

/** Φ⁻¹(p), the probit, for 0 < p < 1: a rough start refined by Newton steps on Φ to ~1e-14. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  if (p > 0.5) return -normalQuantile(1 - p);
  // Start: the logistic-type tail approximation x ≈ −√(−2 ln p − ln(−2π ln p))·…, good to ~1e-2.
  const t = Math.sqrt(-2 * Math.log(p));
  let x = -(
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) /
      (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
  );
  for (let i = 0; i < 6; i++) {
    const step = (normalCdf(x) - p) / normalDensity(x);
    x -= step;
    if (Math.abs(step) < 1e-15 * Math.max(1, Math.abs(x))) break;
  }
  return x;
}
