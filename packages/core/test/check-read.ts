// One read under test: timed, and judged — a valid SurfaceFile, or a catalogue SurfaceError, in time.
import type { SurfaceFile } from '../src/index.ts';
import { surfaceFileProblems, unacceptableError } from './assert-surface-file.ts';

/**
 * Hang detection, not a speed target (those live in `npm run bench`): the largest real file is 4 MiB
 * and readers take milliseconds to a few hundred on it, so a call over 2 s is a reader looping on
 * garbage or allocating far too much.
 */
export const CALL_BOUND_MS = 2000;

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
