// Regenerates packages/core/test/gwyddion-reference/ops-level.json from Gwyddion 2.62 (needs
// libgwyddion20-dev): `npx tsx bench/gwyddion-peer/generate-ops-level-reference.ts`. Builds the peer,
// writes each field of ops-level-fields.ts as raw float64 and records the peer's JSON output.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  OPS_PIXEL,
  opsLevelReferenceFields,
} from '../../packages/core/test/gwyddion-reference/ops-level-fields.ts';

const here = new URL('.', import.meta.url).pathname;
execFileSync(join(here, 'build.sh'), ['ops-level.c'], { stdio: 'inherit' });
const peer = join(here, 'build', 'ops-level');
const dir = mkdtempSync(join(tmpdir(), 'ops-level-peer-'));

const out: Record<string, unknown> = {
  generator: 'bench/gwyddion-peer/generate-ops-level-reference.ts with bench/gwyddion-peer/ops-level.c',
  gwyddion: execFileSync('pkg-config', ['--modversion', 'gwyddion']).toString().trim(),
  fields: {},
};
for (const [name, make] of Object.entries(opsLevelReferenceFields)) {
  const surface = make();
  const file = join(dir, `${name}.raw`);
  writeFileSync(file, new Uint8Array(surface.z.buffer));
  const json = execFileSync(peer, [
    file,
    String(surface.nx),
    String(surface.ny),
    String(OPS_PIXEL),
    'values',
  ]).toString();
  (out.fields as Record<string, unknown>)[name] = JSON.parse(json);
}
rmSync(dir, { recursive: true, force: true });
const target = join(here, '../../packages/core/test/gwyddion-reference/ops-level.json');
writeFileSync(target, JSON.stringify(out) + '\n');
process.stdout.write(`wrote ${target}\n`);
