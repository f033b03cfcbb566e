// Marking and numbering particles (spec part 2 §3 grains and particles: threshold,
// particlesGrainsDefined ABOVE or BELOW). The threshold is a fraction of the valid height range:
// t = min + fraction·(max − min). ABOVE marks z ≥ t, BELOW marks z < t, and invalid points are never
// marked — exactly as Gwyddion's gwy_data_field_grains_mark_height (threshold in percent there).
// Particles are 4-connected (pixels sharing an edge), as gwy_data_field_number_grains, and numbered
// 1, 2, … in the row-major order of their first pixel, so labels equal Gwyddion's one for one.
// Two-pass union–find labelling: O(n), one Int32Array of labels plus one of provisional parents.
import type { Surface } from '../../surface/surface.ts';

export interface ParticleLabels {
  /** Row-major, 0 = background, 1..count = particle. */
  readonly labels: Int32Array;
  readonly count: number;
  /** The threshold height, metres (NaN without valid points). */
  readonly threshold: number;
}

export function labelParticles(
  surface: Pick<Surface, 'nx' | 'ny' | 'z'>,
  thresholdFraction: number,
  above: boolean,
): ParticleLabels {
  const { nx, ny, z } = surface;
  const n = nx * ny;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = z[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const labels = new Int32Array(n);
  if (!(max >= min)) return { labels, count: 0, threshold: NaN };
  const threshold = min + thresholdFraction * (max - min);

  // With 4-connectivity a new provisional label needs a pixel with neither left nor upper
  // neighbour marked: at most ⌈n/2⌉ + 1 of them.
  const parent = new Int32Array((n >> 1) + 2);
  let next = 1;
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[a] !== root) {
      const up = parent[a] as number;
      parent[a] = root;
      a = up;
    }
    return root;
  };
  for (let row = 0; row < ny; row++) {
    const base = row * nx;
    for (let col = 0; col < nx; col++) {
      const i = base + col;
      const v = z[i] as number;
      // NaN compares false both ways, so invalid points are never marked.
      if (!(above ? v >= threshold : v < threshold)) continue;
      const left = col > 0 ? (labels[i - 1] as number) : 0;
      const up = row > 0 ? (labels[i - nx] as number) : 0;
      if (left === 0 && up === 0) {
        parent[next] = next;
        labels[i] = next++;
      } else if (left === 0 || up === 0 || left === up) {
        labels[i] = left || up;
      } else {
        const a = find(left);
        const b = find(up);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        labels[i] = Math.min(a, b);
      }
    }
  }
  // Roots are always the smaller label (see the union above), so one ascending sweep points every
  // provisional label straight at its root; the relabelling pass then needs no find() call.
  for (let label = 1; label < next; label++) parent[label] = parent[parent[label] as number] as number;
  // Final numbers in order of first pixel: a root met for the first time gets the next number.
  const final = new Int32Array(next);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const provisional = labels[i] as number;
    if (provisional === 0) continue;
    const root = parent[provisional] as number;
    if (final[root] === 0) final[root] = ++count;
    labels[i] = final[root] as number;
  }
  return { labels, count, threshold };
}
