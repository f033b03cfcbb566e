// A seeded PRNG for generated surfaces: the same seed gives the same surface, bit for bit, on the
// server and in the browser (Math.random cannot be seeded).

export type Random = () => number;

/** Small, fast, well-mixed 32-bit generator (mulberry32); uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal deviate (Box–Muller). */
export function gaussian(random: Random): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
