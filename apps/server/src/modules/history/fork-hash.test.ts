// Fork names: canonical parameters (key order and white space do not matter, values do), the chain
// of prefixes, and distinct names for distinct sources, channels, operators and parameters.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, childForkHash, FORK_HASH_VERSION, prefixHashes, rootForkHash } from './fork-hash.ts';

const container = 'c'.repeat(64);

describe('fork hashes', () => {
  it('writes parameters canonically: keys sorted at every depth, arrays in order, no white space', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it('names the root by container and channel, and each child by parent, op and canonical params', () => {
    const root = rootForkHash(container, 0);
    expect(root).toBe(
      createHash('sha256')
        .update(`asperity-fork/${FORK_HASH_VERSION}\0root\0${container}\0${0}`)
        .digest('hex'),
    );
    expect(rootForkHash(container, 1)).not.toBe(root);
    expect(rootForkHash('d'.repeat(64), 0)).not.toBe(root);
    const child = childForkHash(root, { op: 'form.polynomial', params: { degree: 3, mask: false } });
    expect(child).toBe(
      createHash('sha256')
        .update(`asperity-fork/${FORK_HASH_VERSION}\0${root}\0form.polynomial\0{"degree":3,"mask":false}`)
        .digest('hex'),
    );
    expect(childForkHash(root, { op: 'form.polynomial', params: { mask: false, degree: 3 } })).toBe(child);
    expect(childForkHash(root, { op: 'form.polynomial', params: { degree: 2, mask: false } })).not.toBe(
      child,
    );
    expect(childForkHash(root, { op: 'level.plane', params: {} })).not.toBe(child);
  });

  it('chains prefixes: element k is the fork after k steps', () => {
    const root = rootForkHash(container, 0);
    const steps = [
      { op: 'level.plane', params: {} },
      { op: 'form.polynomial', params: { degree: 3 } },
    ];
    const hashes = prefixHashes(root, steps);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(root);
    expect(hashes[1]).toBe(childForkHash(root, steps[0]!));
    expect(hashes[2]).toBe(childForkHash(hashes[1]!, steps[1]!));
    expect(new Set(hashes).size).toBe(3);
  });

  it('hashes the versions of other files a step takes after its parameters', () => {
    const root = rootForkHash(container, 0);
    const step = { op: 'subtract', params: { otherFileGuid: 'f' } };
    const plain = childForkHash(root, step);
    expect(childForkHash(root, { ...step, inputs: [] })).toBe(plain);
    const withA = childForkHash(root, { ...step, inputs: ['a'.repeat(64)] });
    expect(withA).not.toBe(plain);
    expect(childForkHash(root, { ...step, inputs: ['b'.repeat(64)] })).not.toBe(withA);
  });
});
