// Regenerates packages/core/test/gwyddion-reference/tools.json: Gwyddion 2.62's height histogram
// (gwy_data_field_dh / cdh), volume (gwy_data_field_area_get_volume) and grains
// (gwy_data_field_grains_mark_height + number_grains + grains_get_quantities) on the deterministic
// fields of tools-fields.ts, so the unit tests compare against Gwyddion without it installed.
// Needs libgwyddion20-dev:  npx tsx bench/gwyddion-peer/generate-tools-reference.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRunLength } from '../../packages/core/src/analysis/grains/run-length.ts';
import { polygonRuns } from '../../packages/core/src/analysis/volume/polygon-pixels.ts';
import type { Surface } from '../../packages/core/src/surface/surface.ts';
import {
  discsField,
  octagonOf,
  pyramidField,
  realField,
  REAL_TOOLS_FILES,
  roughField,
} from '../../packages/core/test/gwyddion-reference/tools-fields.ts';
import { surfacesDir } from '../../packages/core/test/real-files.ts';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '../../packages/core/test/gwyddion-reference/tools.json');

const cases: {
  name: string;
  field: () => Surface;
  thresholdPercent: number;
  below: boolean;
  bins: number;
}[] = [
  { name: 'discs', field: discsField, thresholdPercent: 50, below: false, bins: 20 },
  { name: 'rough-above', field: roughField, thresholdPercent: 60, below: false, bins: 20 },
  { name: 'rough-below', field: roughField, thresholdPercent: 30, below: true, bins: 37 },
  { name: 'pyramid', field: () => pyramidField(), thresholdPercent: 50, below: false, bins: 20 },
];
// Real files (read by the core, channel 0): the chip's raised structures and an AFM surface.
const realSettings = {
  'chip-gwy': { thresholdPercent: 50, below: false },
  'bipm-gwy': { thresholdPercent: 65, below: false },
};
for (const [name, path] of Object.entries(REAL_TOOLS_FILES) as [keyof typeof REAL_TOOLS_FILES, string][]) {
  const file = join(surfacesDir, path);
  if (!existsSync(file)) throw new Error(`${file} is missing: the reference needs the shared real files`);
  const buffer = readFileSync(file);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  cases.push({ name, field: () => realField(bytes, path), ...realSettings[name], bins: 50 });
}

execFileSync(join(here, 'build.sh'), ['tools'], { stdio: 'inherit' });
const work = mkdtempSync(join(tmpdir(), 'gwy-tools-'));
const results: Record<string, unknown> = {};
for (const c of cases) {
  const surface = c.field();
  const raw = join(work, `${c.name}.raw`);
  writeFileSync(raw, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
  // The pixels this project's volume tool selects for the octagon, as Gwyddion's mask.
  const mask = new Float64Array(surface.nx * surface.ny);
  const runs = polygonRuns(surface, octagonOf(surface));
  for (let r = 0; r < runs.length; r += 3) {
    const base = (runs[r] as number) * surface.nx;
    mask.fill(1, base + (runs[r + 1] as number), base + (runs[r + 2] as number));
  }
  const maskFile = join(work, `${c.name}.mask`);
  writeFileSync(maskFile, new Uint8Array(mask.buffer));
  const stdout = execFileSync(join(here, 'build/tools'), [
    raw,
    String(surface.nx),
    String(surface.ny),
    String(surface.dx),
    String(surface.dy),
    String(c.thresholdPercent),
    c.below ? '1' : '0',
    String(c.bins),
    maskFile,
  ]).toString();
  const gwy = JSON.parse(stdout) as { grains: { labels: number[] } & Record<string, unknown> } & Record<
    string,
    unknown
  >;
  const { labels, ...grains } = gwy.grains;
  results[c.name] = {
    nx: surface.nx,
    ny: surface.ny,
    thresholdPercent: c.thresholdPercent,
    below: c.below,
    bins: c.bins,
    dh: gwy['dh'],
    cdh: gwy['cdh'],
    volume: gwy['volume'],
    maskedVolume: gwy['maskedVolume'],
    grains: { ...grains, labelsRunLength: encodeRunLength(labels) },
  };
}
writeFileSync(
  output,
  `${JSON.stringify({ generator: 'bench/gwyddion-peer/generate-tools-reference.ts', gwyddion: '2.62', cases: results })}\n`,
);
console.log(`wrote ${output}`);
