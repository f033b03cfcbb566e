import { analysisErrorCodes, surfaceErrorCodes } from '@asperity/core';
import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';

describe('core error codes', () => {
  it('SurfaceError and AnalysisError codes are all codes of the catalogue, so the server can answer them as they are', () => {
    const missing = [...surfaceErrorCodes, ...analysisErrorCodes].filter(
      (code) => !(errorCodes as readonly string[]).includes(code),
    );
    expect(missing).toEqual([]);
  });
});
