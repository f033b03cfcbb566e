// The class of every real file, parsed from the MANIFEST.md file table (§2), so tests can tell real
// measurements (which must read without a sanity warning) from synthetic or negative test files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { haveRealFiles, surfacesDir } from './real-files.ts';

/** REAL, REAL?, SYN, SYN?, SYN-BAD, MOCK, STUB, IMG, REAL-CORRUPT … keyed by the path relative to the folder. */
export function manifestClasses(): Map<string, string> {
  const classes = new Map<string, string>();
  if (!haveRealFiles) return classes;
  const text = readFileSync(join(surfacesDir, 'MANIFEST.md'), 'utf8');
  for (const line of text.split('\n')) {
    // | # | `path` | ext | bytes | sha | origin | licence | class | …
    const cells = line.split('|').map((c) => c.trim());
    const path = /^`([^`]+)`$/.exec(cells[2] ?? '')?.[1];
    const cls = cells[8];
    if (path && cls && /^\d+$/.test(cells[1] ?? '')) classes.set(path, cls);
  }
  return classes;
}

/** A measurement an instrument (or its vendor software) wrote: its numbers must look physical. */
export const isMeasurement = (cls: string | undefined): boolean =>
  cls !== undefined && (cls.startsWith('REAL') || cls === 'MOCK');
