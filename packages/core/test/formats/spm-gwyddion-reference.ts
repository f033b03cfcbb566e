// Gwyddion 2.62's per-channel values for the real files (MANIFEST.md §4.2), read from the derived
// summary beside the files so tests compare against the full-precision numbers, not rounded ones;
// and the one per-channel comparison the GWY and IBW reader tests share.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SurfaceFile } from '../../src/index.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { surfacesDir } from '../real-files.ts';

export interface GwyddionChannelReference {
  readonly channel: string;
  readonly title: string;
  readonly xres: number;
  readonly yres: number;
  readonly xreal: number;
  readonly yreal: number;
  readonly unit_xy: string;
  readonly unit_z: string;
  readonly zmin: number;
  readonly zmax: number;
  readonly mean: number;
  readonly Sq: number;
}

let summary: Record<string, GwyddionChannelReference[]> | undefined;

/** Gwyddion's channels of one real file (path relative to the surfaces folder). */
export function gwyddionChannels(relativePath: string): GwyddionChannelReference[] {
  if (!summary) {
    const path = join(surfacesDir, 'gwyddion-2.62_summary.json');
    summary = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, GwyddionChannelReference[]> })
          .files
      : {};
  }
  return summary[relativePath] ?? [];
}

/** Smallest and largest non-NaN value (NaN compares false, so invalid points are skipped). */
export function minMax(z: Float64Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of z) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/**
 * Every channel of `result` against Gwyddion 2.62's channels of the same file (MANIFEST §4.2), in
 * order: name (when Gwyddion has one), z unit, grid, field size, Sq and range. `digits` are the
 * toBeCloseTo digits of the ratios ours / Gwyddion; `exactRange` demands the same min and max.
 */
export function expectGwyddionChannels(
  path: string,
  result: SurfaceFile,
  { sizeDigits = 9, statsDigits = 7, exactRange = false } = {},
): void {
  const gwyddion = gwyddionChannels(path);
  expect(result.channels).toHaveLength(gwyddion.length);
  result.channels.forEach((channel, i) => {
    const reference = gwyddion[i]!;
    const s = channel.surface;
    if (reference.title !== '') expect(channel.name).toBe(reference.title);
    expect(channel.zUnit).toBe(reference.unit_z === '-' ? '' : reference.unit_z);
    expect([s.nx, s.ny]).toEqual([reference.xres, reference.yres]);
    expect((s.nx * s.dx) / reference.xreal).toBeCloseTo(1, sizeDigits);
    expect((s.ny * s.dy) / reference.yreal).toBeCloseTo(1, sizeDigits);
    expect(rmsFromArea(s) / reference.Sq).toBeCloseTo(1, statsDigits);
    const [min, max] = minMax(s.z);
    if (exactRange) {
      expect(min).toBe(reference.zmin);
      expect(max).toBe(reference.zmax);
    } else {
      expect(min / reference.zmin).toBeCloseTo(1, statsDigits);
      expect(max / reference.zmax).toBeCloseTo(1, statsDigits);
    }
  });
}
