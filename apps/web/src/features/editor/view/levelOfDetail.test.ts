import { describe, expect, it } from 'vitest';
import { chooseMaxSide } from './levelOfDetail.ts';

describe('chooseMaxSide', () => {
  it('is the next power of two of the longer screen side in device pixels', () => {
    expect(chooseMaxSide(1024, 768, 1)).toBe(1024);
    expect(chooseMaxSide(390, 844, 1)).toBe(1024);
    expect(chooseMaxSide(400, 300, 1)).toBe(512);
    expect(chooseMaxSide(300, 200, 1)).toBe(512);
  });

  it('stays within 256 and 1024', () => {
    expect(chooseMaxSide(100, 100, 1)).toBe(256);
    expect(chooseMaxSide(1280, 720, 1)).toBe(1024);
    expect(chooseMaxSide(2560, 1440, 2)).toBe(1024);
  });

  it('treats a missing or broken pixel ratio as 1', () => {
    expect(chooseMaxSide(500, 250, 0)).toBe(512);
    expect(chooseMaxSide(500, 250, Number.NaN)).toBe(512);
  });
});
