import { describe, expect, it } from 'vitest';
import { sortKeysDeep, stableJson } from './sort-keys.ts';

describe('sortKeysDeep', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    const sorted = sortKeysDeep({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null }, u: undefined });
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('gives the same text for the same content in any key order', () => {
    expect(stableJson({ x: 1, y: { b: 2, a: 1 } })).toBe(stableJson({ y: { a: 1, b: 2 }, x: 1 }));
    expect(stableJson({})).toBe('{}\n');
  });

  it('rejects values JSON cannot represent', () => {
    expect(() => sortKeysDeep({ f: () => 1 })).toThrow(TypeError);
  });
});
