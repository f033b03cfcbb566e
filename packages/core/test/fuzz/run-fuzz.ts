// Runs fuzz cases through readSurfaceFile and judges each outcome: a valid SurfaceFile whose points
// stay within a bound derived from the input size, or a catalogue SurfaceError — within a time bound.
// Shared by the fuzz test (≥ 10,000 cases) and `npm run bench -- fuzz` (many more).
import {
  candidateFormats,
  isSurfaceError,
  readSurfaceFile,
  type SurfaceFile,
  type SurfaceFormat,
} from '../../src/index.ts';
import { MAX_DECOMPRESSION_RATIO } from '../../src/io/limits.ts';
import { surfaceFileProblems, totalPoints, unacceptableError } from '../assert-surface-file.ts';
import { boundForSize } from '../check-read.ts';
import type { FuzzCase } from './mutations.ts';

/** Points a non-compressed format may return per input byte (a 1-byte sample is the densest encoding). */
export const POINTS_PER_BYTE = 64;
/** Points any file may return regardless of size (tiny synthetic files, e.g. a 4 × 4 text matrix). */
export const MIN_POINTS_CAP = 4096;

/** Formats whose payload may be compressed (zip containers, zlib streams, HDF5 filters): they get the decompression ratio. */
const compressedFormat = /x3p|plux|zip|zon|gz|sur|container|hdf5|h5|datx|nms|gwy|mnt/i;

const isZipOrGzip = (b: Uint8Array): boolean =>
  (b[0] === 0x50 && b[1] === 0x4b) || (b[0] === 0x1f && b[1] === 0x8b);

export function pointsCap(file: SurfaceFile, input: Uint8Array): number {
  const ratio =
    compressedFormat.test(file.format) || isZipOrGzip(input) ? MAX_DECOMPRESSION_RATIO : POINTS_PER_BYTE;
  return Math.max(MIN_POINTS_CAP, ratio * input.length);
}

export type FuzzOutcome = 'read' | `error:${string}` | 'failure';

export interface FuzzFailure {
  readonly file: string;
  readonly mutation: string;
  /** The format at fault when known (the one that returned or crashed). */
  readonly format: string;
  readonly problem: string;
}

export interface FuzzTally {
  cases: number;
  ms: number;
  outcomes: Record<string, number>;
  failures: FuzzFailure[];
}

export const emptyTally = (): FuzzTally => ({ cases: 0, ms: 0, outcomes: {}, failures: [] });

/** Which candidate readers throw something other than a SurfaceError on these bytes (only run after a wrapped crash). */
function crashingFormats(bytes: Uint8Array, fileName: string): { format: SurfaceFormat; error: unknown }[] {
  const crashes: { format: SurfaceFormat; error: unknown }[] = [];
  for (const format of candidateFormats(bytes, fileName)) {
    try {
      (format.read as NonNullable<SurfaceFormat['read']>)(bytes, { fileName });
      return crashes; // readSurfaceFile would have stopped here
    } catch (error) {
      if (!isSurfaceError(error)) crashes.push({ format, error });
    }
  }
  return crashes;
}

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error);

/** Runs one case through readSurfaceFile and adds its outcome (and any failure) to the tally. */
export function runCase(tally: FuzzTally, path: string, fileName: string, c: FuzzCase): void {
  const fail = (format: string, problem: string): void => {
    tally.failures.push({ file: path, mutation: c.label, format, problem });
    tally.outcomes.failure = (tally.outcomes.failure ?? 0) + 1;
  };
  const start = performance.now();
  let file: SurfaceFile | undefined;
  let error: unknown;
  try {
    file = readSurfaceFile(c.bytes, fileName);
  } catch (e) {
    error = e;
  }
  const ms = performance.now() - start;
  tally.cases++;
  tally.ms += ms;
  // Hang detection scaled by size, as in the invariant test (a 64 KiB case needs milliseconds).
  const bound = boundForSize(c.bytes.length);
  if (ms > bound) return fail(file?.format ?? '?', `took ${ms.toFixed(0)} ms (> ${bound.toFixed(0)} ms)`);
  if (file !== undefined) {
    const problems = surfaceFileProblems(file);
    if (problems.length > 0)
      return fail(file.format, `returned an invalid SurfaceFile: ${problems.join('; ')}`);
    const points = totalPoints(file);
    const cap = pointsCap(file, c.bytes);
    if (points > cap)
      return fail(file.format, `returned ${points} points from ${c.bytes.length} bytes (cap ${cap})`);
    tally.outcomes.read = (tally.outcomes.read ?? 0) + 1;
    return;
  }
  const bad = unacceptableError(error);
  if (bad) return fail('readSurfaceFile', bad);
  // readSurfaceFile wraps a reader's crash as corrupt-file "<id> reader failed: …"; name the culprit.
  if (isSurfaceError(error) && error.reason.includes(' reader failed: ')) {
    const crashes = crashingFormats(c.bytes, fileName);
    if (crashes.length > 0) {
      for (const crash of crashes)
        fail(crash.format.id, `threw a non-SurfaceError (${describeError(crash.error)})`);
      return;
    }
  }
  const key = `error:${isSurfaceError(error) ? error.code : '?'}`;
  tally.outcomes[key] = (tally.outcomes[key] ?? 0) + 1;
}

/** One line per failure, grouped so the first of each (format, problem kind) comes first: a readable report. */
export function formatFailures(failures: readonly FuzzFailure[], limit = 40): string {
  const seen = new Set<string>();
  const firsts: FuzzFailure[] = [];
  for (const f of failures) {
    const kind = `${f.format}|${f.problem.replace(/\d+/g, 'N').slice(0, 80)}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    firsts.push(f);
  }
  const lines = firsts
    .slice(0, limit)
    .map((f) => `format ${f.format} · file ${f.file} · mutation: ${f.mutation} → ${f.problem}`);
  return `${failures.length} failing cases, ${firsts.length} distinct:\n${lines.join('\n')}`;
}
