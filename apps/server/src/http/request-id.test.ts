import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { genReqId, isSaneRequestId } from './request-id.ts';

const request = (id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('request ids', () => {
  it('keeps a sane incoming x-request-id', () => {
    expect(genReqId(request('lb-7f3a9c21:42'))).toBe('lb-7f3a9c21:42');
  });

  it('replaces a missing, short, long or unsafe one with a fresh UUID', () => {
    for (const bad of [
      undefined,
      'abc',
      'x'.repeat(129),
      'evil\nline-injection',
      'a b c d e f g h',
      '<script>alert(1)',
    ]) {
      const id = genReqId(request(bad));
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(genReqId(request())).not.toBe(genReqId(request()));
    expect(isSaneRequestId(42)).toBe(false);
  });
});
