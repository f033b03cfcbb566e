// Gwyddion 2.62's per-channel values for the real files (MANIFEST.md §4.2), read from the derived
// summary beside the files so tests compare against the full-precision numbers, not rounded ones.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
