// One read under test: timed, and judged — a valid SurfaceFile, or a catalogue SurfaceError, in time.
import type { SurfaceFile } from '../src/index.ts';
import { surfaceFileProblems, unacceptableError } from './assert-surface-file.ts';

/**
 * Hang detection, not a speed target (those live in `npm run bench`): a call may take 2 s plus 1 s per
 * MB of input (a reader slower than 1 MB/s is looping on garbage or decoding far too much). Scaled by
 * size because 8 engineers share 2 cores here and a legitimate 4 MB read can take 1–2 s under load.
 */
export const CALL_BOUND_MS = 2000;
export const CALL_MS_PER_MB = 1000;

export const boundForSize = (bytes: number): number => CALL_BOUND_MS + (CALL_MS_PER_MB * bytes) / 1e6;

export type Outcome = { file: SurfaceFile } | { error: unknown };

export interface Checked {
  readonly ms: number;
  readonly problem?: string;
  readonly outcome: Outcome;
}

/** Runs one read, times it, and says what (if anything) is wrong with the outcome. */
export function checkRead(read: () => SurfaceFile, boundMs = CALL_BOUND_MS): Checked {
  const start = performance.now();
  let outcome: Outcome;
  try {
    outcome = { file: read() };
  } catch (error) {
    outcome = { error };
  }
  const ms = performance.now() - start;
  let problem: string | undefined;
  if ('file' in outcome) {
    const problems = surfaceFileProblems(outcome.file);
    if (problems.length > 0) problem = `returned an invalid SurfaceFile: ${problems.join('; ')}`;
  } else {
    problem = unacceptableError(outcome.error);
  }
  if (ms > boundMs) problem = `${problem ? `${problem}; ` : ''}took ${ms.toFixed(0)} ms (> ${boundMs} ms)`;
  return problem === undefined ? { ms, outcome } : { ms, problem, outcome };
}
