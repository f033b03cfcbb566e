// The shared real instrument files (../shared/surfaces, or ASPERITY_SURFACES_DIR), for reader benchmarks.
// Not packages/core/test/real-files.ts: that one registers vitest suites, which a plain script must not load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const surfacesDir = resolve(
  process.env.ASPERITY_SURFACES_DIR ?? resolve(import.meta.dirname, '../../../shared/surfaces'),
);

export const haveRealFiles = existsSync(join(surfacesDir, 'MANIFEST.md'));

/** Paths relative to the surfaces folder, sorted, e.g. 'x3p/opengps__ISO5436-sample1.x3p'. */
export function realFiles(): string[] {
  if (!haveRealFiles) return [];
  return readdirSync(surfacesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((folder) =>
      readdirSync(join(surfacesDir, folder))
        .sort()
        .map((name) => `${folder}/${name}`),
    );
}

export function readRealFile(path: string): Uint8Array {
  const buffer = readFileSync(join(surfacesDir, path));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
