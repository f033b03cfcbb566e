// The one assertion every reader test makes about bad input: it throws a SurfaceError with this code.
import { expect } from 'vitest';
import { SurfaceError } from '../src/index.ts';

/**
 * Runs `run`, expects a SurfaceError carrying `code` (and a reason matching `reason`), and returns it
 * so a test can look further. Fails when `run` returns or throws anything else.
 */
export function expectSurfaceError(
  run: () => unknown,
  code?: SurfaceError['code'],
  reason?: RegExp,
): SurfaceError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined) throw new Error('expected a SurfaceError, but the call returned');
  expect(thrown).toBeInstanceOf(SurfaceError);
  const error = thrown as SurfaceError;
  if (code !== undefined) expect(error.code).toBe(code);
  if (reason) expect(error.reason).toMatch(reason);
  return error;
}
