// Access to the real instrument files in ../shared/surfaces (never copied into the repository).
// Tests that need them call `describeRealFiles`, which skips with a clear message when the
// folder is absent (e.g. on a machine without the shared data).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';

export const surfacesDir = resolve(
  process.env.ASPERITY_SURFACES_DIR ?? resolve(import.meta.dirname, '../../../../shared/surfaces'),
);

export const haveRealFiles = existsSync(join(surfacesDir, 'MANIFEST.md'));

/** Paths relative to the surfaces folder, e.g. 'x3p/opengps__ISO5436-sample1.x3p'. */
export function realFiles(folder?: string): string[] {
  if (!haveRealFiles) return [];
  const folders = folder
    ? [folder]
    : readdirSync(surfacesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
  return folders.flatMap((f) =>
    existsSync(join(surfacesDir, f))
      ? readdirSync(join(surfacesDir, f))
          .sort()
          .map((name) => `${f}/${name}`)
      : [],
  );
}

export function readRealFile(relativePath: string): Uint8Array {
  const buffer = readFileSync(join(surfacesDir, relativePath));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** `describe` that is skipped, with the reason in its title, when the real files are absent. */
export function describeRealFiles(title: string, body: () => void): void {
  if (haveRealFiles) describe(title, body);
  else describe.skip(`${title} — skipped: ${surfacesDir} (the shared real instrument files) is absent`, body);
}
