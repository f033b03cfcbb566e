// Regenerates packages/core/test/gwyddion-reference/profile.json on the deterministic field of
// profile-fields.ts: Gwyddion 2.62's unfiltered line statistics per row and its profile extraction
// (profile.c), and numpy/scipy filter mean lines (profile-filters-reference.py), so the unit tests
// compare without either installed. Needs libgwyddion20-dev and python3-scipy:
//   npx tsx bench/gwyddion-peer/generate-profile-reference.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PROFILE_FIELD,
  roughProfileField,
} from '../../packages/core/test/gwyddion-reference/profile-fields.ts';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '../../packages/core/test/gwyddion-reference/profile.json');

const sections = 5;
// Diagonal from fractions (0.25, 0.75) to (0.75, 0.25): pixel centres (256, 24) → (768, 8).
const diagonal = { scol: 256, srow: 24, ecol: 768, erow: 8 };
const filterRows = [16];
const cutoff = 25e-6;
const betas = [0.625242, 0];

execFileSync(join(here, 'build.sh'), ['profile'], { stdio: 'inherit' });
const surface = roughProfileField();
const raw = join(mkdtempSync(join(tmpdir(), 'gwy-profile-')), 'field.raw');
writeFileSync(raw, new Uint8Array(surface.z.buffer, surface.z.byteOffset, surface.z.byteLength));
const gwyddion = JSON.parse(
  execFileSync(join(here, 'build/profile'), [
    raw,
    String(PROFILE_FIELD.nx),
    String(PROFILE_FIELD.ny),
    String(PROFILE_FIELD.dx),
    String(PROFILE_FIELD.dy),
    String(sections),
    String(diagonal.scol),
    String(diagonal.srow),
    String(diagonal.ecol),
    String(diagonal.erow),
  ]).toString(),
) as Record<string, unknown>;

const filters = filterRows.map((row) => {
  const z = Array.from(surface.z.subarray(row * surface.nx, (row + 1) * surface.nx));
  const stdout = execFileSync('/usr/bin/python3', [join(here, 'profile-filters-reference.py')], {
    input: JSON.stringify({ z, spacing: surface.dx, cutoff, betas }),
    maxBuffer: 1 << 26,
  }).toString();
  const lines = JSON.parse(stdout) as { gaussian: number[]; splines: Record<string, number[]> };
  const compact = (values: number[]): number[] => values.map((v) => Number(v.toPrecision(12)));
  return {
    row,
    gaussian: compact(lines.gaussian),
    splines: Object.fromEntries(Object.entries(lines.splines).map(([beta, w]) => [beta, compact(w)])),
  };
});

writeFileSync(
  output,
  JSON.stringify({
    generator: 'bench/gwyddion-peer/generate-profile-reference.ts (Gwyddion 2.62 libgwyprocess; numpy/scipy)',
    field: PROFILE_FIELD,
    sections,
    diagonal,
    cutoff,
    gwyddion,
    filters,
  }) + '\n',
);
process.stdout.write(`wrote ${output}\n`);
