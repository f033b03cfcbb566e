// Regenerates packages/core/test/gwyddion-reference/areal.json: Gwyddion 2.62's statistics (stats.c)
// of the synthetic fields of areal-fields.ts and of a few real files, so the unit tests compare
// against Gwyddion without it installed. Run: npx tsx bench/gwyddion-peer/generate-areal-reference.ts
// (needs libgwyddion20-dev; builds the harness first).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { readSurfaceFile, type Surface } from '@asperity/core';
import {
  arealReferenceFields,
  arealReferenceRealFiles,
} from '../../packages/core/test/gwyddion-reference/areal-fields.ts';

const here = import.meta.dirname;
const repo = resolve(here, '../..');
const surfacesDir = resolve(process.env.ASPERITY_SURFACES_DIR ?? join(repo, '../shared/surfaces'));
const output = join(repo, 'packages/core/test/gwyddion-reference/areal.json');

execFileSync('sh', [join(here, 'build.sh'), 'stats.c'], { stdio: 'inherit' });
const harness = join(here, 'build/stats');
const work = mkdtempSync(join(tmpdir(), 'areal-peer-'));

function gwyddionStats(surface: Surface): Record<string, number> {
  const path = join(work, 'field.raw');
  writeFileSync(path, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
  const out = execFileSync(harness, [
    path,
    String(surface.nx),
    String(surface.ny),
    String(surface.dx),
    String(surface.dy),
    'values',
  ]).toString();
  return JSON.parse(out) as Record<string, number>;
}

const fields: Record<string, Record<string, number>> = {};
for (const { name, surface } of arealReferenceFields()) fields[name] = gwyddionStats(surface);

const realFiles: Record<string, Record<string, number>> = {};
for (const path of arealReferenceRealFiles) {
  const bytes = readFileSync(join(surfacesDir, path));
  const file = readSurfaceFile(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    basename(path),
  );
  const surface = file.channels[0]?.surface;
  if (!surface || surface.z.some((v) => Number.isNaN(v)))
    throw new Error(`${path}: needs a fully valid first channel`);
  realFiles[path] = gwyddionStats(surface);
}
rmSync(work, { recursive: true, force: true });

const document = {
  generator: 'bench/gwyddion-peer/generate-areal-reference.ts with bench/gwyddion-peer/stats.c',
  gwyddion: execFileSync('pkg-config', ['--modversion', 'gwyddion']).toString().trim(),
  notes:
    'gwy_data_field_get_stats (avg, Sa, Sq, skew, excess kurtosis), get_min_max, get_median, get_surface_area, get_surface_slope; projectedArea = xreal·yreal. Fields: packages/core/test/gwyddion-reference/areal-fields.ts.',
  fields,
  realFiles,
};
writeFileSync(output, JSON.stringify(document, null, 2) + '\n');
process.stdout.write(`wrote ${output}\n`);
