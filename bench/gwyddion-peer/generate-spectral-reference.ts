// Regenerates packages/core/test/gwyddion-reference/spectral.json from Gwyddion 2.62 (needs
// libgwyddion20-dev): `npx tsx bench/gwyddion-peer/generate-spectral-reference.ts`. Builds the peer,
// writes each synthetic field of spectral-fields.ts as raw float64 and records the peer's JSON output.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PIXEL,
  spectralReferenceFields,
} from '../../packages/core/test/gwyddion-reference/spectral-fields.ts';

const here = new URL('.', import.meta.url).pathname;
execFileSync(join(here, 'build-spectral.sh'), { stdio: 'inherit' });
const peer = join(here, 'build', 'spectral');
const dir = mkdtempSync(join(tmpdir(), 'spectral-peer-'));

const out: Record<string, unknown> = {
  generator: 'bench/gwyddion-peer/generate-spectral-reference.ts with bench/gwyddion-peer/spectral.c',
  gwyddion: execFileSync('pkg-config', ['--modversion', 'gwyddion']).toString().trim(),
  fields: {},
};
for (const [name, make] of Object.entries(spectralReferenceFields)) {
  const surface = make();
  const file = join(dir, `${name}.raw`);
  writeFileSync(file, new Uint8Array(surface.z.buffer));
  const json = execFileSync(peer, [
    file,
    String(surface.nx),
    String(surface.ny),
    String(PIXEL),
    'values',
  ]).toString();
  (out.fields as Record<string, unknown>)[name] = JSON.parse(json);
}
const target = join(here, '../../packages/core/test/gwyddion-reference/spectral.json');
writeFileSync(target, JSON.stringify(out) + '\n');
process.stdout.write(`wrote ${target}\n`);
